import Foundation
import GraftUI
import Testing

/// An order form: a quantity edited through a format style, an optional tip, and a price
/// edited through a number formatter, above a line showing what is bound.
private struct Order: View {
  @State var quantity = 1200
  @State var tip: Double? = nil
  @State var price = 2.5
  var trace: Counter

  private static let priceFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    return formatter
  }()

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(
        "Quantity", value: Binding(get: { quantity }, set: { trace.hit("write"); quantity = $0 }),
        format: .number)
      TextField("Tip", value: $tip, format: .number)
      TextField("Price", value: $price, formatter: Self.priceFormatter)
      Text("q=\(quantity) tip=\(tip.map { "\($0)" } ?? "nil") p=\(price)")
      Button("Double") { quantity *= 2 }
    }
    .onSubmit { trace.hit("submit \(quantity)") }
  }
}

extension UIWindow {
  fileprivate var fields: [UITextField] { views(of: UITextField.self) }

  /// Taps `field`, selects all it holds and types `text` over it.
  fileprivate func retype(_ field: UITextField, _ text: String) {
    tap(field)
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    sendText(text)
    layoutIfNeeded()
  }

  fileprivate func pressReturn() {
    sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    layoutIfNeeded()
  }
}

@Suite @MainActor struct TextFieldFormatTests {
  @Test func theFieldShowsTheValueFormatted() {
    let (window, _) = host(Order(trace: Counter()), width: 30, height: 5)
    #expect(
      window.screen() == """
        1,200
        Tip
        2.50
        q=1200 tip=nil p=2.5
        [ Double ]
        """)
  }

  @Test func typingWritesNothingUntilReturnCommitsTheParsedValue() {
    let trace = Counter()
    let (window, _) = host(Order(trace: trace), width: 30, height: 5)
    window.retype(window.fields[0], "34567")
    #expect(trace["write"] == 0)
    #expect(window.screen().hasPrefix("34567\n"))
    window.pressReturn()
    #expect(trace["write"] == 1)
    #expect(trace["submit 34567"] == 1)
    #expect(window.screen().hasPrefix("34,567\nTip\n2.50\nq=34567 "))
  }

  @Test func leavingTheFieldCommitsToo() {
    let (window, _) = host(Order(trace: Counter()), width: 30, height: 5)
    window.retype(window.fields[0], "7")
    window.tap(window.fields[2])
    #expect(window.screen().contains("q=7 "))
  }

  @Test func textThatDoesNotParseLeavesTheValueAndShowsItAgain() {
    let trace = Counter()
    let (window, _) = host(Order(trace: trace), width: 30, height: 5)
    window.retype(window.fields[0], "lots")
    window.pressReturn()
    #expect(trace["write"] == 0)
    #expect(window.fields[0].text == "1,200")
    #expect(window.screen().contains("q=1200 "))
  }

  @Test func anOptionalValueIsNilForTextThatDoesNotParse() {
    let (window, _) = host(Order(trace: Counter()), width: 30, height: 5)
    window.retype(window.fields[1], "2.5")
    window.pressReturn()
    #expect(window.fields[1].text == "2.5")
    #expect(window.screen().contains("tip=2.5 "))
    window.retype(window.fields[1], "some")
    window.pressReturn()
    #expect(window.fields[1].text == "")
    #expect(window.screen().contains("tip=nil "))
  }

  @Test func aFormatterParsesNumbersIntoTheBoundType() {
    let (window, _) = host(Order(trace: Counter()), width: 30, height: 5)
    window.retype(window.fields[2], "1,234.5")
    window.pressReturn()
    #expect(window.fields[2].text == "1,234.50")
    #expect(window.screen().contains("p=1234.5"))
    window.retype(window.fields[2], "cheap")
    window.pressReturn()
    #expect(window.fields[2].text == "1,234.50")
  }

  @Test func aValueChangedInCodeIsShownFormattedWithoutWriting() {
    let trace = Counter()
    let (window, _) = host(Order(trace: trace), width: 30, height: 5)
    window.tap(window.button("Double")!)
    #expect(window.fields[0].text == "2,400")
    #expect(trace["write"] == 0)
  }
}
