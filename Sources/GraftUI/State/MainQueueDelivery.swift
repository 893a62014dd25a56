import Foundation

/// Delivers what a publisher sends to main-actor code: at once when it is sent on the main
/// queue, else on the main queue's next turn, so a value sent from a background thread is
/// never lost.
///
/// NB: The closure this makes is nonisolated on purpose. A closure written inside main-actor
/// code is isolated to the main actor, and Swift checks that isolation when the closure runs,
/// which would stop the process the first time a publisher sent from another thread.
nonisolated package func deliveringOnMainQueue<Value>(
  offMain report: (@MainActor () -> Void)? = nil, _ receive: @escaping @MainActor (Value) -> Void
) -> (Value) -> Void {
  let receive = UncheckedSendable(receive)
  let report = UncheckedSendable(report)
  return { value in
    // NB: Handed to the main actor once and never touched here again.
    let sent = UncheckedSendable(value)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { receive.value(sent.value) }
      return
    }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        report.value?()
        receive.value(sent.value)
      }
    }
  }
}

/// A value moved to another thread once, which Swift cannot prove safe by itself.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
