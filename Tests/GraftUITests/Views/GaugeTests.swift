import Foundation
import GraftUI
import Testing

private struct Battery: View {
  var level: Double
  var body: some View {
    Gauge(value: level, in: 0...100) {
      Text("Battery")
    } currentValueLabel: {
      Text("\(Int(level))%")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("100")
    }
  }
}

@Suite @MainActor struct GaugeTests {
  @Test func theDefaultGaugeIsALabelledCapacityBarBetweenItsBounds() {
    let (window, _) = host(Battery(level: 45).frame(width: 20), width: 20, height: 2)
    #expect(
      window.screen() == """
        Battery          45%
        0 ██████▋░░░░░░░ 100
        """.replacingOccurrences(of: "▋", with: "▌"))
  }

  @Test func aValueOutsideTheRangeFillsToTheNearerEnd() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Gauge(value: 7, in: 0...5) { Text("Over") }
        Gauge(value: -1) { Text("Under") }
        Gauge(value: 1, in: 1...1) { Text("Empty") }
      }.frame(width: 12), width: 12, height: 6)
    #expect(
      window.screen() == """
        Over
        ████████████
        Under
        ░░░░░░░░░░░░
        Empty
        ░░░░░░░░░░░░
        """)
  }

  @Test func theLinearAccessoryMarksTheValueOnATrack() {
    let (window, _) = host(
      Battery(level: 50).gaugeStyle(.accessoryLinear).frame(width: 15), width: 15, height: 1)
    #expect(window.screen() == "0 ────●──── 100")
  }

  @Test func theBarTakesTheTint() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        Gauge(value: 1) { Text("Full") }.tint(.green)
        Text("x").foregroundStyle(.green)
        Text("y").foregroundStyle(.tint)
        Text("z").foregroundStyle(.orange)
      }.frame(width: 4).tint(.orange), width: 4, height: 5)
    let buffer = window.render()
    #expect(buffer[0, 1].text == "█")
    #expect(buffer[0, 1].style.foreground == buffer[0, 2].style.foreground)
    #expect(buffer[0, 3].text == "y")
    #expect(buffer[0, 3].style.foreground == buffer[0, 4].style.foreground)
    #expect(buffer[0, 3].style.foreground != buffer[0, 2].style.foreground)
  }

  @Test func theCircularCapacityGaugeRingsItsValueLabel() {
    let (window, _) = host(
      Gauge(value: 0.5) { Text("Load") } currentValueLabel: { Text("50") }
        .gaugeStyle(.accessoryCircularCapacity), width: 8, height: 4)
    let screen = window.screen()
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 4)
    #expect(rows[1].contains("50") || rows[2].contains("50"))
    // The ring's dots surround the label on every side.
    #expect(rows[0].contains(where: { $0.unicodeScalars.first!.value >= 0x2800 && $0.unicodeScalars.first!.value <= 0x28FF }))
    #expect(rows[3].contains(where: { $0.unicodeScalars.first!.value >= 0x2800 && $0.unicodeScalars.first!.value <= 0x28FF }))
  }

  @Test func aCustomGaugeStyleSeesTheFractionAndLabels() {
    struct Percent: GaugeStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
          configuration.label
          Text("\(Int(configuration.value * 100))/100")
          configuration.minimumValueLabel
        }
      }
    }
    let (window, _) = host(Battery(level: 25).gaugeStyle(Percent()), width: 16, height: 1)
    #expect(window.screen() == "Battery 25/100 0")
  }
}
