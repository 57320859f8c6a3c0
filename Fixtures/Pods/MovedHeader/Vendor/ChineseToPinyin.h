// moved here, out of source_files
