import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIDatePickerTests {
  private static let utc = TimeZone(identifier: "UTC")!

  /// 2026-12-02 14:30:00 UTC.
  private static let sample = Date(timeIntervalSince1970: 1_796_221_800)

  private func makePicker(
    _ mode: UIDatePicker.Mode = .dateAndTime, locale: String = "en_GB", width: Int = 24
  ) -> (UIWindow, UIDatePicker) {
    let window = makeWindow(width: width, height: 1)
    let picker = UIDatePicker()
    picker.timeZone = Self.utc
    picker.locale = Locale(identifier: locale)
    picker.calendar = Calendar(identifier: .gregorian)
    picker.datePickerMode = mode
    picker.date = Self.sample
    picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
    window.addSubview(picker)
    return (window, picker)
  }

  private func recordDates(of picker: UIDatePicker, into trace: Trace) {
    let formatter = ISO8601DateFormatter()
    picker.addAction(
      UIAction { _ in trace.record("valueChanged \(formatter.string(from: picker.date))") },
      for: .valueChanged)
    picker.addAction(UIAction { _ in trace.record("primaryActionTriggered") }, for: .primaryActionTriggered)
  }

  @Test func defaults() {
    let before = Date()
    let picker = UIDatePicker()
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.minuteInterval == 1)
    #expect(picker.roundsToMinuteInterval)
    #expect(picker.countDownDuration == 0)
    #expect(picker.minimumDate == nil && picker.maximumDate == nil)
    #expect(picker.locale == nil && picker.timeZone == nil)
    #expect(picker.calendar == Calendar.current)
    #expect(abs(picker.date.timeIntervalSince(before)) < 5)
  }

  @Test func eachModeDrawsItsFieldsInThePickersTimeZoneAndLocale() {
    #expect(makePicker(.dateAndTime).0.screen() == "2026-12-02  14:30")
    #expect(makePicker(.date).0.screen() == "2026-12-02")
    #expect(makePicker(.time).0.screen() == "14:30")
    #expect(makePicker(.time, locale: "en_US").0.screen() == "2:30 PM")
    #expect(makePicker(.yearAndMonth).0.screen() == "2026-12")
    let (window, picker) = makePicker(.countDownTimer)
    picker.countDownDuration = 5_400
    picker.frame.size = picker.intrinsicContentSize
    #expect(window.screen() == "1 h 30 min")
    let (tokyo, inTokyo) = makePicker(.dateAndTime)
    inTokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
    #expect(tokyo.screen() == "2026-12-02  23:30")
  }

  @Test func upAndDownChangeTheFocusedFieldAndSendValueChanged() {
    let (window, picker) = makePicker()
    let trace = Trace()
    recordDates(of: picker, into: trace)
    window.setFocus(picker)
    #expect(window.screen() == "[2026]-12-02  14:30")
    window.press(.keyboardUpArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardDownArrow)
    #expect(window.screen() == "2027-[11]-02  14:30")
    #expect(
      trace.events == [
        "valueChanged 2027-12-02T14:30:00Z", "primaryActionTriggered",
        "valueChanged 2027-11-02T14:30:00Z", "primaryActionTriggered",
      ])
  }

  @Test func fieldsWrapWithinTheirRangeAsAWheelDoes() {
    let (window, picker) = makePicker()
    window.setFocus(picker)
    window.press(.keyboardTab)
    window.press(.keyboardTab)
    for _ in 0..<29 { window.press(.keyboardUpArrow) }
    #expect(window.screen() == "2026-12-[31]  14:30")
    window.press(.keyboardUpArrow)
    #expect(window.screen() == "2026-12-[01]  14:30")
    window.press(.keyboardTab)
    for _ in 0..<10 { window.press(.keyboardUpArrow) }
    #expect(window.screen() == "2026-12-01  [00]:30")
  }

  @Test func tabLeavesThePickerAfterItsLastField() {
    let window = makeWindow(width: 30, height: 2)
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    picker.timeZone = Self.utc
    picker.datePickerMode = .date
    let after = UISwitch(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
    window.addSubview(picker)
    window.addSubview(after)
    window.setFocus(picker)
    window.press(.keyboardTab)
    window.press(.keyboardTab)
    #expect(picker.isFocused)
    window.press(.keyboardTab)
    #expect(after.isFocused)
  }

  @Test func theMinuteStepsByTheIntervalAndSetDatesRoundToIt() {
    let (window, picker) = makePicker(.time)
    picker.minuteInterval = 15
    #expect(window.screen() == "14:30")
    picker.date = Self.sample.addingTimeInterval(8 * 60)
    #expect(window.screen() == "14:45")
    picker.roundsToMinuteInterval = false
    picker.date = Self.sample.addingTimeInterval(8 * 60)
    #expect(window.screen() == "14:38")
    window.setFocus(picker)
    window.press(.keyboardRightArrow)
    window.press(.keyboardUpArrow)
    #expect(window.screen() == "14:[45]")
    window.press(.keyboardUpArrow)
    #expect(window.screen() == "14:[00]")
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
    picker.minuteInterval = 45
    #expect(picker.minuteInterval == 1)
  }

  @Test func userChangesStayWithinTheMinimumAndMaximum() {
    let (window, picker) = makePicker(.date)
    picker.minimumDate = Self.sample.addingTimeInterval(-86_400)
    picker.maximumDate = Self.sample.addingTimeInterval(86_400)
    let trace = Trace()
    recordDates(of: picker, into: trace)
    window.setFocus(picker)
    window.press(.keyboardUpArrow)
    #expect(window.screen() == "[2026]-12-03")
    window.press(.keyboardUpArrow)
    #expect(trace.events == ["valueChanged 2026-12-03T14:30:00Z", "primaryActionTriggered"])
    picker.date = .distantPast
    #expect(picker.date == picker.minimumDate)
  }

  @Test func aMinimumAfterTheMaximumIgnoresBoth() {
    let (_, picker) = makePicker(.date)
    picker.minimumDate = Self.sample.addingTimeInterval(86_400)
    picker.maximumDate = Self.sample.addingTimeInterval(-86_400)
    picker.date = Self.sample
    #expect(picker.date == Self.sample)
    picker.date = .distantFuture
    #expect(picker.date == .distantFuture)
  }

  @Test func settingTheDateInCodeSendsNothing() {
    let (_, picker) = makePicker()
    let trace = Trace()
    recordDates(of: picker, into: trace)
    picker.date = Self.sample.addingTimeInterval(3_600)
    picker.setDate(Self.sample, animated: true)
    picker.countDownDuration = 60
    #expect(trace.events == [])
  }

  @Test func aClickSelectsTheFieldAndTheWheelChangesIt() {
    let (window, picker) = makePicker()
    let trace = Trace()
    recordDates(of: picker, into: trace)
    window.sendTap(at: CGPoint(x: 13, y: 0))
    #expect(picker.isFocused)
    #expect(window.screen() == "2026-12-02  [14]:30")
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 6, y: 0))
    #expect(window.screen() == "2026-[01]-02  14:30")
    #expect(trace.events == ["valueChanged 2026-01-02T14:30:00Z", "primaryActionTriggered"])
  }

  @Test func theCountdownKeepsWholeStepsUnderADay() {
    let (window, picker) = makePicker(.countDownTimer)
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_340)
    picker.countDownDuration = 125
    #expect(picker.countDownDuration == 120)
    picker.countDownDuration = -5
    #expect(picker.countDownDuration == 0)
    picker.countDownDuration = .nan
    #expect(picker.countDownDuration == 0)
    let trace = Trace()
    picker.addAction(UIAction { _ in trace.record("\(picker.countDownDuration)") }, for: .valueChanged)
    window.setFocus(picker)
    window.press(.keyboardDownArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardUpArrow)
    #expect(trace.events == ["82800.0", "82860.0"])
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test func theStyleInUseFollowsThePreferredOneAndTheMode() {
    let picker = UIDatePicker()
    picker.preferredDatePickerStyle = .inline
    #expect(picker.datePickerStyle == .inline)
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.datePickerStyle == .wheels)
    picker.datePickerMode = .countDownTimer
    picker.preferredDatePickerStyle = .compact
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test func aTwelveHourClockTogglesAMAndPM() {
    let (window, picker) = makePicker(.time, locale: "en_US")
    window.setFocus(picker)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardUpArrow)
    #expect(window.screen() == "2:30 [AM]")
    #expect(picker.date == Self.sample.addingTimeInterval(-12 * 3_600))
  }
}
