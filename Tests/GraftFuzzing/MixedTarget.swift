import GraftKit
import GraftUI
import SeededRandom

/// The mixed screen (``MixedScreen``), with a reference model of its identities and counters.
///
/// Besides the runner's steps, it changes its own `@Observable` model from outside any update:
/// rows inserted, removed, moved, given a new `.id` or a new value; the detail shown, hidden or
/// switched between its `if` and `else` branches; the text field's section given a new `.id`.
/// The ledger the screen's app code keeps must agree with the model: each identity made once,
/// dismantled once, and every state write shown.
@MainActor
package final class MixedTarget: FuzzTarget {
  /// The name on the command line.
  package let name = "mixed"
  package let allowedIssues: Set<String> = [
    "Modifying state during view update, this will cause undefined behavior."
  ]

  /// What the screen must show and what its identities must have done.
  package struct Model: Sendable {
    /// The rows.
    package var items: [MixedItem] = []
    /// The id the next inserted row gets.
    package var nextID = 0
    /// Whether the detail shows.
    package var showsDetail = true
    /// Whether the detail is the view controller branch.
    package var usesController = false
    /// Part of the detail's identity key.
    package var detailEpoch = 0
    /// The `.id` of the field's section.
    package var sectionID = 0
    /// Presses of `Tap`.
    package var taps = 0
    /// Presses of the rows' `+` buttons, relayed by their coordinators.
    package var relayed = 0
    /// Values the rows' views reported during updates.
    package var echoes = 0
    /// Rows dismantled.
    package var gone = 0
    /// The field's text.
    package var text = ""
    /// Every identity key ever made, and those that ended.
    package var made: Set<String> = []
    package var ended: Set<String> = []
  }

  /// What the screen must show now.
  package private(set) var model = Model()
  private var screen = MixedScreenModel()
  private var ledger = MixedLedger()
  private var random: SeededGenerator

  /// Creates the target; `seed` fixes the rows it starts with.
  package init(seed: UInt64 = 0) {
    random = SeededGenerator(seed: seed ^ 0x5EED)
  }

  package func launch() -> UIViewController {
    model = Model()
    screen = MixedScreenModel()
    ledger = MixedLedger()
    for _ in 0..<Int.random(in: 0...4, using: &random) { insertItem(at: model.items.count, value: Int.random(in: 0...9, using: &random)) }
    model.made.insert(detailKey)
    model.made.insert(fieldKey)
    sync()
    return UIHostingController(rootView: MixedScreen(model: screen, ledger: ledger))
  }

  private var detailKey: String { "detail-\(model.detailEpoch)" }
  private var fieldKey: String { "field-\(model.sectionID)" }

  /// Copies the model's identities into the screen's observable model.
  private func sync() {
    if screen.items != model.items { screen.items = model.items }
    if screen.showsDetail != model.showsDetail { screen.showsDetail = model.showsDetail }
    if screen.usesController != model.usesController { screen.usesController = model.usesController }
    if screen.detailEpoch != model.detailEpoch { screen.detailEpoch = model.detailEpoch }
    if screen.sectionID != model.sectionID { screen.sectionID = model.sectionID }
  }

  // MARK: - Steps

  package func proposeStep(_ session: FuzzSession, using random: inout SeededGenerator) -> FuzzStep? {
    switch random.weightedIndex([30, 30, 40]) {
    case 0:
      return aimedTap(at: visibleControls(in: session), in: session, using: &random) { view in
        (view as? UIButton)?.currentTitle ?? String(describing: type(of: view))
      }
    case 1:
      return mutation(using: &random)
    default:
      return nil
    }
  }

  private func mutation(using random: inout SeededGenerator) -> FuzzStep {
    let count = model.items.count
    let index = count > 0 ? Int.random(in: 0..<count, using: &random) : 0
    let value = Int.random(in: 0...99, using: &random)
    switch random.weightedIndex([20, 14, 8, 14, 16, 8, 6, 6, 3, 5]) {
    case 0:
      let position = Int.random(in: 0...count, using: &random)
      return .mutation("insert a row at \(position)") { [self] in insertItem(at: position, value: value); sync() }
    case 1 where count > 0:
      return .mutation("remove row \(index)") { [self] in removeItem(at: index); sync() }
    case 2 where count > 1:
      let target = Int.random(in: 0..<count, using: &random)
      return .mutation("move row \(index) to \(target)") { [self] in
        model.items.insert(model.items.remove(at: index), at: target)
        sync()
      }
    case 3 where count > 0:
      return .mutation("new .id for row \(index)") { [self] in
        end(model.items[index].key)
        model.items[index].generation += 1
        begin(model.items[index].key)
        sync()
      }
    case 4 where count > 0:
      return .mutation("value \(value) for row \(index)") { [self] in
        if model.items[index].value != value { model.echoes += 1 }
        model.items[index].value = value
        sync()
      }
    case 5:
      return .mutation(model.showsDetail ? "hide the detail" : "show the detail") { [self] in
        if model.showsDetail {
          end(detailKey)
        } else {
          model.detailEpoch += 1
          model.made.insert(detailKey)
        }
        model.showsDetail.toggle()
        sync()
      }
    case 6:
      return .mutation("switch the detail's branch") { [self] in
        model.usesController.toggle()
        if model.showsDetail {
          end(detailKey)
          model.detailEpoch += 1
          model.made.insert(detailKey)
        }
        sync()
      }
    case 7:
      return .mutation("new .id for the field's section") { [self] in
        end(fieldKey)
        model.sectionID += 1
        model.made.insert(fieldKey)
        sync()
      }
    case 8:
      return .mutation("remove every row") { [self] in
        while !model.items.isEmpty { removeItem(at: 0) }
        sync()
      }
    default:
      let values = (0..<Int.random(in: 1...12, using: &random)).map { _ in Int.random(in: 0...99, using: &random) }
      return .mutation("append \(values.count) rows") { [self] in
        for value in values { insertItem(at: model.items.count, value: value) }
        sync()
      }
    }
  }

  private func insertItem(at position: Int, value: Int) {
    let item = MixedItem(id: model.nextID, generation: 0, value: value)
    model.nextID += 1
    model.items.insert(item, at: min(position, model.items.count))
    begin(item.key)
  }

  private func removeItem(at index: Int) {
    end(model.items.remove(at: index).key)
  }

  /// A row identity starts: made, and its first value pushed (one echo).
  private func begin(_ key: String) {
    model.made.insert(key)
    if key.hasPrefix("row-") { model.echoes += 1 }
  }

  private func end(_ key: String) {
    model.ended.insert(key)
    if key.hasPrefix("row-") { model.gone += 1 }
  }

  // MARK: - Expectations

  package func activate(_ view: UIView, in session: FuzzSession) {
    guard let button = enclosing(UIButton.self, of: view) else { return }
    if button.accessibilityIdentifier == "MixedCounterView.plus" {
      model.relayed += 1
    } else if button.currentTitle == "Tap" {
      model.taps += 1
    } else if button.currentTitle == "Clear" {
      model.text = ""
    }
  }

  package func text(of field: UITextField) -> (text: String, returnEndsEditing: Bool)? {
    (model.text, false)
  }

  package func setText(_ text: String, of field: UITextField) {
    model.text = text
  }

  // MARK: - Reading back

  package func resynchronize(from session: FuzzSession, census: LifecycleCensus) {
    let labels = session.labelTexts
    func number(after prefix: String) -> Int? {
      labels.first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }
    model.taps = number(after: "taps ") ?? model.taps
    model.relayed = number(after: "relayed ") ?? model.relayed
    model.text = session.views(of: UITextField.self).first?.text ?? model.text
  }

  package func check(_ session: FuzzSession, census: LifecycleCensus) -> [String] {
    var problems: [String] = []
    let labels = session.labelTexts
    for expected in ["taps \(model.taps)", "relayed \(model.relayed)", "echoes \(model.echoes)", "gone \(model.gone)"]
    where !labels.contains(expected) {
      let prefix = expected.prefix { $0 != " " }
      problems.append("expected \(expected.debugDescription), the screen shows \(labels.first { $0.hasPrefix(prefix + " ") }.debugDescription)")
    }
    if ledger.relayedWrites != model.relayed || ledger.echoWrites != model.echoes || ledger.dismantleWrites != model.gone {
      problems.append(
        "app code wrote relayed \(ledger.relayedWrites)×, echoes \(ledger.echoWrites)×, gone \(ledger.dismantleWrites)×; the model expects \(model.relayed), \(model.echoes), \(model.gone)")
    }
    let rows = session.views(of: MixedCounterView.self)
    if rows.map(\.key) != model.items.map(\.key) {
      problems.append("rows on screen \(rows.map(\.key)), expected \(model.items.map(\.key))")
    } else {
      for (row, item) in zip(rows, model.items) where row.value != item.value || row.label.text != "v\(item.value)" {
        problems.append("row \(item.key) shows \(row.value), expected \(item.value)")
      }
    }
    let rowNumbers = labels.filter { $0.hasPrefix("#") }
    if rowNumbers != model.items.map({ "#\($0.id)" }) { problems.append("row labels \(rowNumbers), expected \(model.items.map { "#\($0.id)" })") }
    let detail = labels.first { $0.hasPrefix("detail ") }
    let expectedDetail = model.showsDetail ? "detail \(detailKey)" : nil
    if detail != expectedDetail { problems.append("detail shows \(detail.debugDescription), expected \(expectedDetail.debugDescription)") }
    if model.showsDetail, model.usesController != !session.views(of: UIView.self).filter({ $0.next is MixedDetailViewController }).isEmpty {
      problems.append("the detail is not in the \(model.usesController ? "view controller" : "label") branch")
    }
    let fields = session.views(of: UITextField.self)
    if fields.count != 1 || fields.first?.text != model.text {
      problems.append("\(fields.count) fields holding \(fields.first?.text?.prefix(60).debugDescription ?? "nil"), expected one holding \(model.text.prefix(60).debugDescription)")
    }
    if !labels.contains("chars \(model.text.unicodeScalars.count)") { problems.append("the character count is not \(model.text.unicodeScalars.count)") }
    problems += ledgerProblems()
    return problems
  }

  /// Each identity made once; each ended one dismantled once; no live one dismantled.
  private func ledgerProblems() -> [String] {
    var problems: [String] = []
    for key in Set(ledger.made.keys).union(model.made) {
      let made = ledger.made[key] ?? 0
      let dismantled = ledger.dismantled[key] ?? 0
      let expectedMade = model.made.contains(key) ? 1 : 0
      let expectedDismantled = model.ended.contains(key) ? 1 : 0
      if made != expectedMade || dismantled != expectedDismantled {
        problems.append("\(key): made \(made)×, dismantled \(dismantled)×; expected \(expectedMade) and \(expectedDismantled)")
      }
    }
    return problems
  }

  package func checkAfterRelease(census: LifecycleCensus) -> [String] {
    // NB: Releasing the hosting controller ends every identity (docs/Behaviour.md, "Dismantle once,
    // when the identity ends").
    model.ended = model.made
    return ledgerProblems()
  }
}
