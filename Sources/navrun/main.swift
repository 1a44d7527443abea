import Foundation
import ScenarioRunner

let code = Navrun.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(1) == 1,
  write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
  exitProcess: { code in exit(code) })
exit(code)
