// The command line: everything is in NavrunCommand. Foundation's essentials only, for the
// environment: loading all of Foundation would weigh on every start.

import NavrunCommand
import ScenarioFormat

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let code = Navrun.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(1) == 1,
  isInputTerminal: isatty(0) == 1,
  write: { text in FileBytes.write(text, toDescriptor: 1) },
  writeError: { text in FileBytes.write(text, toDescriptor: 2) },
  exitProcess: { code in exit(code) })
exit(code)
