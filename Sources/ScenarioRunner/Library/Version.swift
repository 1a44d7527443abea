// navrun's version, one place for the command line and the reports.

/// navrun's version, as `navrun --version` prints it and the HTML report shows it.
public let navrunVersion = "0.12.0"
