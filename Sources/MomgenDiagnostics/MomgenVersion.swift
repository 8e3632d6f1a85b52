// momgen's version, for reports that name the tool that made them (SARIF's
// `tool.driver.version`) and for the render cache's keys (files rendered by
// another momgen are not reused). Never written into generated code, which
// must not change when only the tool does.

/// The version of this momgen.
public enum MomgenVersion {
    /// Semantic version; bump with each release tag.
    public static let current = "0.1.0"
}
