// the pattern says Classes/, the file is in Source/
