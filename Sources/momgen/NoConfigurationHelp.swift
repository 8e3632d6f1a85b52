// What `momgen` with no arguments says when there is no momgen.yml to run:
// the bare command is the build step, but a newcomer typing `momgen` to see
// what it does should get the way forward, not only an error.

/// The message for a build with no configuration file.
struct NoConfigurationHelp {
    /// The folder the search started from, escaped for the terminal.
    var folder: String

    /// The message: one error line, then the commands that get a user going.
    /// Printed after `error: `, to standard error, with exit code 2.
    var text: String {
        """
        no momgen.yml or .momgen.yml in \(folder) or any folder above it within the repository, so there is nothing to build.

        Usage:
          momgen init                          write a starter momgen.yml for the models below this folder
          momgen generate MODEL --output DIR   generate Swift classes (and the lint report) for one model
          momgen lint MODEL                    check a model
          momgen --help                        every command; 'momgen help <command>' for its options
        """
    }
}
