"""Parts shared by several pages (state, kept uploads, downloads, warnings, norm state)."""
