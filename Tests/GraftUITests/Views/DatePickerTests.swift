import Foundation
import GraftUI
import Testing

/// 2026-12-02 14:30:00 UTC.
private let sample = Date(timeIntervalSince1970: 1_796_221_800)
private let utc = TimeZone(identifier: "UTC")!

private struct DueDate: View {
  @State var due = sample
  var components: DatePickerComponents = [.date, .hourAndMinute]
  var trace: Counter

  var body: some View {
    VStack {
      let selection = Binding(get: { due }, set: { trace.hit("write"); due = $0 })
      DatePicker("Due", selection: selection, displayedComponents: components)
      Text("\(Int(due.timeIntervalSince(sample)))")
      Button("Later") { due = sample.addingTimeInterval(86_400) }
    }
    .environment(\.timeZone, utc)
    .environment(\.locale, Locale(identifier: "en_GB"))
    .environment(\.calendar, Calendar(identifier: .gregorian))
  }
}

@Suite @MainActor struct DatePickerTests {
  @Test func drawsTheLabelAndTheFieldsInTheEnvironmentsTimeZone() throws {
    let (window, _) = host(DueDate(trace: Counter()), width: 24, height: 3)
    #expect(
      window.screen() == """
        Due  2026-12-02  14:30
                   0
               [ Later ]
        """)
    let picker = try #require(window.views(of: UIDatePicker.self).first)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.accessibilityLabel == "Due")
    #expect(picker.timeZone == utc)
  }

  @Test func theDisplayedComponentsChooseTheMode() throws {
    let (window, _) = host(DueDate(components: .date, trace: Counter()), width: 24, height: 3)
    #expect(window.views(of: UIDatePicker.self).first?.datePickerMode == .date)
    #expect(window.screen().hasPrefix("Due         2026-12-02\n"))
    let (time, _) = host(DueDate(components: .hourAndMinute, trace: Counter()), width: 24, height: 1)
    #expect(time.views(of: UIDatePicker.self).first?.datePickerMode == .time)
  }

  @Test func aUserChangeWritesTheBindingOnce() throws {
    let trace = Counter()
    let (window, _) = host(DueDate(trace: trace), width: 24, height: 3)
    let picker = try #require(window.views(of: UIDatePicker.self).first)
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: picker.convert(CGPoint(x: 9, y: 0), to: nil))
    #expect(trace["write"] == 1)
    #expect(
      window.screen() == """
        Due  2026-12-03  14:30
                 86400
               [ Later ]
        """)
  }

  @Test func aStateChangeMovesThePickerWithoutWritingTheBinding() throws {
    let trace = Counter()
    let (window, _) = host(DueDate(trace: trace), width: 24, height: 3)
    let picker = try #require(window.views(of: UIDatePicker.self).first)
    var sent = 0
    picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    window.tap(window.button("Later")!)
    #expect(picker.date == sample.addingTimeInterval(86_400))
    #expect(trace["write"] == 0)
    #expect(sent == 0)
  }

  @Test func aRangeLimitsThePicker() throws {
    struct Ranged: View {
      @State var date = sample
      var body: some View {
        VStack {
          DatePicker("From", selection: $date, in: sample...)
          DatePicker("Until", selection: $date, in: ...sample)
          DatePicker(selection: $date, in: sample...sample.addingTimeInterval(60), displayedComponents: .date) {
            Text("Both")
          }
        }
      }
    }
    let (window, _) = host(Ranged(), width: 30, height: 3)
    let pickers = window.views(of: UIDatePicker.self)
    #expect(pickers.count == 3)
    #expect(pickers[0].minimumDate == sample && pickers[0].maximumDate == nil)
    #expect(pickers[1].minimumDate == nil && pickers[1].maximumDate == sample)
    #expect(pickers[2].minimumDate == sample)
    #expect(pickers[2].maximumDate == sample.addingTimeInterval(60))
    #expect(pickers[2].datePickerMode == .date)
  }

  @Test func theStyleModifierSetsThePreferredStyle() throws {
    func style<S: DatePickerStyle>(_ style: S) -> UIDatePickerStyle? {
      let (window, _) = host(DatePicker("D", selection: .constant(sample)).datePickerStyle(style), width: 30, height: 1)
      return window.views(of: UIDatePicker.self).first?.preferredDatePickerStyle
    }
    #expect(style(.automatic) == .automatic)
    #expect(style(.compact) == .compact)
    #expect(style(.graphical) == .inline)
    #expect(style(.wheel) == .wheels)
  }

  @Test func hiddenLabelsLeaveThePickerAloneAndStillNameIt() throws {
    struct Hidden: View {
      @State var date = sample
      @State var isOn = true
      var body: some View {
        VStack(alignment: .leading) {
          DatePicker("Due", selection: $date, displayedComponents: .date)
          Toggle("Alarm", isOn: $isOn)
        }
        .labelsHidden()
        .environment(\.timeZone, utc)
      }
    }
    let (window, _) = host(Hidden(), width: 20, height: 2)
    #expect(
      window.screen() == """
            2026-12-02
            [ ON]
        """)
    #expect(window.views(of: UIDatePicker.self).first?.accessibilityLabel == "Due")
    #expect(window.views(of: UISwitch.self).first?.accessibilityLabel == "Alarm")
  }
}
