"""The app's scenarios outside Streamlit: share links, URL checks, saved runs, the rounds grid."""
