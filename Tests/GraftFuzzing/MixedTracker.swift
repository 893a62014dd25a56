/// A coordinator that records its identity's dismantle in the ledger.
@MainActor
package final class MixedTracker {
  let key: String
  let ledger: MixedLedger

  init(key: String, ledger: MixedLedger) {
    self.key = key
    self.ledger = ledger
  }

  func dismantled() {
    ledger.dismantled[key, default: 0] += 1
  }
}
