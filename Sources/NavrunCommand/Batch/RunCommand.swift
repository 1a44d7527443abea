// `navrun run` and `navrun validate`: the command line with its configuration, the record mode
// from the flags, `NAVRUN_RECORD`, CI and the configuration in that order, then a run of many
// files (`BatchRun`) or, with `--watch`, the watch loop (`WatchCommand`).

import ScenarioRunner

enum RunCommand: NavrunSubcommand {
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    guard let configured = context.configured(invocation) else {
      return Navrun.ExitCode.badInput.rawValue
    }
    let invocation = configured.invocation
    let isCI = ContinuousIntegration.isCI(context.environment)
    let record =
      invocation.record ?? context.recordFromEnvironment
      ?? (isCI ? .never : configured.configuration?.record ?? .missing)
    if invocation.watches, record == .all, invocation.record == nil {
      return context.usageFailure(
        UsageError("--watch does not go with NAVRUN_RECORD=all: use new, missing or never"))
    }
    let metadata: ReportMetadata?
    do throws(UsageError) {
      metadata = try context.reportMetadata(for: invocation)
    } catch {
      return context.usageFailure(error)
    }
    if invocation.watches {
      return WatchCommand.run(invocation, paths: configured.paths, record: record, in: context)
    }
    let batch = BatchRun(
      invocation: invocation, paths: configured.paths, record: record,
      unreferenced: invocation.unreferenced ?? configured.configuration?.unreferenced
        ?? (isCI ? .fail : .warn),
      palette: context.palette, showsProgress: context.showsProgress,
      metadata: metadata, exitProcess: context.exitProcess,
      gitHub: GitHubActions(environment: context.environment, currentFolder: context.currentFolder))
    return batch.run(
      write: context.write, writeError: context.writeError, commands: context.writeCommands,
      commandErrors: context.writeCommandErrors)
  }
}
