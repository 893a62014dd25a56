import Foundation

/// The parts of a date a `DatePicker` shows.
///
/// NB: The raw values are AppKit's date picker element flags, which SwiftUI's follow: the date
/// and the time share no bits.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 0x0C)
  /// The year, month and day.
  public static let date = DatePickerComponents(rawValue: 0xE0)
}

/// A control for selecting a date, backed by a `UIDatePicker`.
///
/// ```swift
/// @State private var date = Date()
///
/// var body: some View {
///   DatePicker("Start Date", selection: $date, displayedComponents: [.date])
/// }
/// ```
///
/// As SwiftUI's compact style does, a date picker takes the full width offered, with its label
/// on the leading side and the picker's fields, `2026-12-02  14:30`, on the trailing side. The
/// picker formats with the environment's `locale`, `calendar` and `timeZone`, keeps the user's
/// choices within the range given, and writes each change to the binding; a change to the bound
/// date moves the picker without sending it any event.
public struct DatePicker<Label: View>: View {
  /// The parts of a date a date picker shows.
  public typealias Components = DatePickerComponents

  package let selection: Binding<Date>
  package let minimumDate: Date?
  package let maximumDate: Date?
  package let displayedComponents: DatePickerComponents
  package let label: Label

  private init(
    selection: Binding<Date>, minimum: Date?, maximum: Date?, components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.minimumDate = minimum
    self.maximumDate = maximum
    self.displayedComponents = components
    self.label = label
  }

  /// Creates a date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, minimum: nil, maximum: nil, components: displayedComponents, label: label())
  }

  /// Creates a date picker for dates within `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
      components: displayedComponents, label: label())
  }

  /// Creates a date picker for dates from `range`'s lower bound on, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents,
      label: label())
  }

  /// Creates a date picker for dates up to `range`'s upper bound, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents,
      label: label())
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker whose label is a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates a date picker for dates within `range`, whose label is a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates a date picker for dates from `range`'s lower bound on, whose label is a localized
  /// string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates a date picker for dates up to `range`'s upper bound, whose label is a localized
  /// string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates a date picker whose label is a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates a date picker for dates within `range`, whose label is a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates a date picker for dates from `range`'s lower bound on, whose label is a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates a date picker for dates up to `range`'s upper bound, whose label is a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

extension DatePicker: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? DatePickerState ?? {
      let state = DatePickerState()
      node.primitiveState = state
      node.layout = LabeledControlLayout(control: state.control)
      return state
    }()
    state.selection = selection
    let environment = node.environment
    node.updateControlLabel(label, environment: environment)
    let control = state.control
    let mode: UIDatePicker.Mode =
      switch (displayedComponents.contains(.date), displayedComponents.contains(.hourAndMinute)) {
      case (true, false): .date
      case (false, true): .time
      default: .dateAndTime
      }
    if control.datePickerMode != mode { control.datePickerMode = mode }
    if control.preferredDatePickerStyle != environment.datePickerStyle {
      control.preferredDatePickerStyle = environment.datePickerStyle
    }
    if control.locale != environment.locale { control.locale = environment.locale }
    if control.calendar != environment.calendar { control.calendar = environment.calendar }
    if control.timeZone != environment.timeZone { control.timeZone = environment.timeZone }
    if control.minimumDate != minimumDate { control.minimumDate = minimumDate }
    if control.maximumDate != maximumDate { control.maximumDate = maximumDate }
    let value = selection.currentValue(for: node)
    // NB: Compare first: pushing the value must never look like the user's change.
    if control.date != value { control.setDate(value, animated: false) }
    control.isEnabled = environment.isEnabled
    control.accessibilityLabel = node.labelText
  }
}

/// What a date picker node keeps: its `UIDatePicker` and the latest binding, which the
/// picker's action writes.
@MainActor
private final class DatePickerState {
  let control = UIDatePicker()
  var selection: Binding<Date>?

  init() {
    control.addAction(
      UIAction { [weak self] _ in
        guard let self, let selection else { return }
        let value = control.date
        Update.outside { selection.wrappedValue = value }
      }, for: .valueChanged)
  }
}
