import Foundation

/// A control that performs increment and decrement actions, backed by a `UIStepper`.
///
/// ```swift
/// @State private var quantity = 1
///
/// var body: some View {
///   Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// }
/// ```
///
/// As SwiftUI's default stepper style does, a stepper takes the full width it is offered, with
/// its label on the leading side and the `[-|+]` buttons on the trailing side. A button that
/// cannot act, at a bound or without an action, draws dim and does nothing. `onEditingChanged`
/// hears `true` when a press begins and `false` when it ends.
public struct Stepper<Label: View>: View {
  package let label: Label
  package let onIncrement: (() -> Void)?
  package let onDecrement: (() -> Void)?
  /// Which buttons can act now; reads the bound value, if there is one.
  package let availability: () -> (canIncrement: Bool, canDecrement: Bool)
  package let onEditingChanged: (Bool) -> Void

  /// Creates a stepper instance that performs the closures you provide when the user
  /// increments or decrements the stepper.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.onEditingChanged = onEditingChanged
    let availability = (onIncrement != nil, onDecrement != nil)
    self.availability = { availability }
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value you provide.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label())
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// A step that would pass a bound stops at it, and the button towards a bound the value has
  /// reached is disabled.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
      label: label())
  }

  private init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void, label: Label
  ) {
    self.label = label
    self.onEditingChanged = onEditingChanged
    // NB: Actions run outside updates, where `wrappedValue` reads the source of truth; the
    // availability is read during updates, so it goes through the location. The actions check
    // the bounds again: presses may come faster than updates show a bound was reached.
    onIncrement = {
      let current = value.wrappedValue
      guard let bounds else { return value.wrappedValue = current.advanced(by: step) }
      guard current < bounds.upperBound else { return }
      value.wrappedValue = Swift.min(current.advanced(by: step), bounds.upperBound)
    }
    onDecrement = {
      let current = value.wrappedValue
      guard let bounds else { return value.wrappedValue = current.advanced(by: -step) }
      guard current > bounds.lowerBound else { return }
      value.wrappedValue = Swift.max(current.advanced(by: -step), bounds.lowerBound)
    }
    availability = {
      guard let bounds else { return (true, true) }
      let current = value.location.get()
      return (current < bounds.upperBound, current > bounds.lowerBound)
    }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper that uses a title key and executes the closures you provide when the
  /// user clicks or taps the stepper's increment or decrement buttons.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) {
      Text(titleKey)
    }
  }

  /// Creates a stepper using a title string and executes the closures you provide when the
  /// user clicks or taps the stepper's increment or decrement buttons.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) {
      Text(title)
    }
  }

  /// Creates a stepper with a title key and configured to increment and decrement a binding
  /// to a value and step amount you provide.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// Creates a stepper with a title and configured to increment and decrement a binding to a
  /// value and step amount you provide.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a
  /// step size and within a closed range that you provide.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(titleKey)
    }
  }

  /// Creates a stepper instance that increments and decrements a binding to a value, by a
  /// step size and within a closed range that you provide.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }
}

extension Stepper: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? StepperState ?? {
      let state = StepperState()
      node.primitiveState = state
      node.layout = LabeledControlLayout(control: state.control)
      return state
    }()
    let environment = node.environment
    state.onIncrement = onIncrement
    state.onDecrement = onDecrement
    state.editing.onEditingChanged = onEditingChanged
    node.updateControlLabel(label, environment: environment)
    let (canIncrement, canDecrement) = node.tracking { availability() }
    state.showAvailability(canIncrement: canIncrement, canDecrement: canDecrement)
    state.control.isEnabled = environment.isEnabled
    state.control.accessibilityLabel = node.labelText
  }
}

/// What a stepper node keeps: its `UIStepper` and the latest actions.
///
/// The `UIStepper` only tells which button was pressed: it rests at 1 in a range of 0...2,
/// narrowed to 1 on the side that cannot act so that side draws dim and sends nothing. After
/// each press it goes back to 1, which sends nothing either.
@MainActor
private final class StepperState {
  let control = UIStepper()
  var onIncrement: (() -> Void)?
  var onDecrement: (() -> Void)?
  lazy var editing = EditingReporter(control)

  init() {
    control.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        editing.beginIfPressed()
        let action = control.value > 1 ? onIncrement : onDecrement
        control.value = 1
        if let action { Update.outside(action) }
      }, for: .valueChanged)
  }

  func showAvailability(canIncrement: Bool, canDecrement: Bool) {
    let minimum: Double = canDecrement && onDecrement != nil ? 0 : 1
    let maximum: Double = canIncrement && onIncrement != nil ? 2 : 1
    if control.minimumValue != minimum { control.minimumValue = minimum }
    if control.maximumValue != maximum { control.maximumValue = maximum }
    if control.value != 1 { control.value = 1 }
  }
}
