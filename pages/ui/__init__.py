"""Support code shared by the pages (session state, navigation, messages): not pages themselves."""
