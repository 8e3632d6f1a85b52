// MomgenConfig: momgen's configuration file (`.momgen.yml` / `momgen.yml`),
// read with Yams and validated with key paths.
