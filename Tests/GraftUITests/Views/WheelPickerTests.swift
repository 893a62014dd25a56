import Foundation
import GraftUI
import Testing

private enum Size: String, CaseIterable, Identifiable {
  case small, medium, large
  var id: Self { self }
}

private struct SizeWheel: View {
  @State var size: Size = .medium
  var trace: Counter

  var body: some View {
    VStack {
      let selection = Binding(get: { size }, set: { trace.hit("write"); size = $0 })
      Picker("Size", selection: selection) {
        ForEach(Size.allCases) { Text($0.rawValue.capitalized) }
      }
      .pickerStyle(.wheel)
      Text("Picked \(size.rawValue)")
      Button("Reset") { size = .small }
    }
  }
}

@Suite @MainActor struct WheelPickerTests {
  @Test func theWheelStyleDrawsAPickerViewColumn() throws {
    let (window, _) = host(SizeWheel(trace: Counter()), width: 20, height: 7)
    #expect(
      window.screen() == """

               Small
              [Medium]
               Large

           Picked medium
             [ Reset ]
        """)
    let wheel = try #require(window.views(of: UIPickerView.self).first)
    #expect(wheel.numberOfRows(inComponent: 0) == 3)
    #expect(wheel.selectedRow(inComponent: 0) == 1)
    #expect(wheel.accessibilityLabel == "Size")
    #expect(window.views(of: UISegmentedControl.self).isEmpty)
  }

  @Test func keysOnTheWheelWriteTheSelection() throws {
    let trace = Counter()
    let (window, _) = host(SizeWheel(trace: trace), width: 20, height: 7)
    let wheel = try #require(window.views(of: UIPickerView.self).first)
    window.setFocus(wheel)
    window.press(.keyboardDownArrow)
    #expect(trace["write"] == 1)
    #expect(window.screen().contains("Picked large"))
  }

  @Test func aStateChangeMovesTheWheelWithoutWritingTheBinding() throws {
    let trace = Counter()
    let (window, _) = host(SizeWheel(trace: trace), width: 20, height: 7)
    window.tap(window.button("Reset")!)
    let wheel = try #require(window.views(of: UIPickerView.self).first)
    #expect(wheel.selectedRow(inComponent: 0) == 0)
    #expect(trace["write"] == 0)
  }

  @Test func optionsRemovedFromAWheelReleaseTheirViews() throws {
    struct Filtered: View {
      @State var names = ["Apple", "Pear", "Plum"]
      @State var choice = "Apple"
      var body: some View {
        VStack {
          Picker("Fruit", selection: $choice) {
            ForEach(names, id: \.self) { Text($0) }
          }
          .pickerStyle(.wheel)
          Button("Only apples") { names = ["Apple"] }
        }
      }
    }
    let (window, _) = host(Filtered(), width: 20, height: 6)
    weak let pear = window.views(of: UILabel.self).first { $0.text == "Pear" }
    #expect(pear != nil)
    window.tap(window.button("Only apples")!)
    #expect(pear == nil)
    #expect(window.views(of: UIPickerView.self).first?.numberOfRows(inComponent: 0) == 1)
  }

  @Test func otherStylesDrawNoWheel() {
    let (window, _) = host(
      Picker("Size", selection: .constant(Size.small)) {
        ForEach(Size.allCases) { Text($0.rawValue) }
      }.pickerStyle(.menu), width: 30, height: 1)
    #expect(window.views(of: UIPickerView.self).isEmpty)
    #expect(window.views(of: UISegmentedControl.self).isEmpty)
  }
}
