// The command line: everything is in NavrunCommand. Foundation's essentials only, for the
// environment: loading all of Foundation would weigh on every start.

import NavrunCommand
import Platform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

let code = Navrun.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: ProcessControl.isTerminal(1),
  isInputTerminal: ProcessControl.isTerminal(0),
  write: { text in FileBytes.write(text, toDescriptor: 1) },
  writeError: { text in FileBytes.write(text, toDescriptor: 2) },
  exitProcess: { code in ProcessControl.exit(code) })
ProcessControl.exit(code)
