// `navrun review`, `navrun accept` and `navrun reject` over the pending goldens at the paths
// given or configured: on a terminal (both ways), review asks about each one (`InteractiveReview`);
// otherwise it lists them, and accept and reject apply to all of them (`GoldenReview`).

enum ReviewCommand: NavrunSubcommand {
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    guard let configured = context.configured(invocation) else {
      return Navrun.ExitCode.badInput.rawValue
    }
    let review = GoldenReview(palette: context.palette)
    if invocation.command == .review, context.isTerminal, context.isInputTerminal {
      return InteractiveReview(review: review).run(
        paths: configured.paths, keys: context.keys, ownsProcess: context.exitProcess != nil,
        write: context.write, writeError: context.writeError)
    }
    return review.run(
      invocation.command, paths: configured.paths, write: context.write,
      writeError: context.writeError)
  }
}
