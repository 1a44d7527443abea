// A bound on the work one step may do. Depth limits stop a route that sends itself or an
// interceptor that navigates to itself, but not breadth: a route whose action sends the next
// route twice, or interceptors that each start two navigations, double the work at every level,
// and a file of a kilobyte would run for hours. The real app would hang there too; navrun fails
// the step instead, saying where.

extension NavigationState {
  /// The route dispatches and router navigations one step may run.
  static let maximumWorkPerStep = 10_000

  /// Counts one dispatch or navigation of the current step, failing the step with `code` once
  /// it has done more than `maximumWorkPerStep`.
  mutating func countWork(
    _ code: NavigationError.Code, _ what: @autoclosure () -> String
  ) throws(NavigationError) {
    hints.workThisStep += 1
    guard hints.workThisStep > Self.maximumWorkPerStep else { return }
    throw NavigationError(
      code,
      "\(what()) goes past \(Self.maximumWorkPerStep) route dispatches and navigations in one "
        + "step, as routes or interceptors that each start several more do")
  }
}
