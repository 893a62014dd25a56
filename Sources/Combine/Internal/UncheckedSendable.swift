/// Carries a value into a `@Sendable` closure.
///
/// NB: Combine's `Scheduler` takes non-Sendable actions, as Apple's does, while Dispatch,
/// `RunLoop`, `Timer` and `OperationQueue` require `@Sendable` blocks. Combine's contract is
/// that an action runs once on the scheduler it was handed to, so the value is never used
/// from two threads at once; this box states that to the compiler at the hand-off only.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
