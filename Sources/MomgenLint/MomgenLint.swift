// MomgenLint: the lint stage. Resolved model → diagnostics, one rule per
// file, plus the reporters (xcode, json, sarif, github, junit).
