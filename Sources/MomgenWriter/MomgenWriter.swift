// MomgenWriter: the write stage. Writes only changed files, atomically,
// never overwrites human files, never leaves the output folder.
