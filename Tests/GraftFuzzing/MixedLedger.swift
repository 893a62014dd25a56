/// What the mixed screen's app code did, counted outside the runtime: every state write it made
/// and every make and dismantle per identity. The fuzzer compares it with what the runtime
/// shows, so a lost write or a second make cannot hide.
@MainActor
package final class MixedLedger {
  /// Coordinators made, by identity key.
  package var made: [String: Int] = [:]
  /// Dismantle calls, by identity key.
  package var dismantled: [String: Int] = [:]
  /// Writes of `relayed` from a coordinator, outside any update (the user's taps).
  package var relayedWrites = 0
  /// Writes of `echoes` from a delegate callback fired inside `updateUIView`.
  package var echoWrites = 0
  /// Writes of `gone` from `dismantleUIView`.
  package var dismantleWrites = 0

  /// An empty ledger.
  package init() {}
}
