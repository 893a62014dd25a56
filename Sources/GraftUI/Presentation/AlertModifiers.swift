import Foundation

extension View {
  /// Presents an alert when a given condition is true, using a text view for the title. Backed
  /// by a `UIAlertController`: a centred box with the buttons of `actions` (an alert without
  /// any gets OK) and the text fields among them.
  ///
  /// ```swift
  /// .alert("Delete draft?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { deleteDraft() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// Choosing a button writes `false` to `isPresented` and then runs the button's action.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presentingAlert(isPresented, title: title.string, message: nil, actions: actions(), style: .alert)
  }

  /// Presents an alert when a given condition is true, using a localized string key for the
  /// title.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert when a given condition is true, using a string for the title.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a message when a given condition is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingAlert(
      isPresented, title: title.string, message: ExtractedControl.text(of: message()), actions: actions(),
      style: .alert)
  }

  /// Presents an alert with a message when a given condition is true, using a localized string
  /// key for the title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a message when a given condition is true, using a string for the
  /// title.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert using the given data to produce the alert's content.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let content = data.map { actions($0) }
    return presentingAlert(isPresented, title: title.string, message: nil, actions: content, style: .alert, present: data != nil)
  }

  /// Presents an alert using the given data to produce the alert's content, with a localized
  /// title.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert with a message using the given data to produce the alert's content.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let content = data.map { actions($0) }
    let text = data.flatMap { ExtractedControl.text(of: message($0)) }
    return presentingAlert(isPresented, title: title.string, message: text, actions: content, style: .alert, present: data != nil)
  }

  /// Presents an alert with a message using the given data, with a localized title.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert when an error is present: its title is the error's description.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let title = error?.errorDescription ?? error.map { "\($0)" } ?? ""
    return presentingAlert(isPresented, title: title, message: nil, actions: actions(), style: .alert, present: error != nil)
  }

  /// Presents an alert with a message when an error is present.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    let title = error?.errorDescription ?? error.map { "\($0)" } ?? ""
    let content = error.map { actions($0) }
    let text = error.flatMap { ExtractedControl.text(of: message($0)) }
    return presentingAlert(isPresented, title: title, message: text, actions: content, style: .alert, present: error != nil)
  }

  /// Presents a confirmation dialog when a given condition is true: an action sheet at the
  /// bottom, its buttons one per line, with a Cancel button added when it has none. The title
  /// shows only when `titleVisibility` is `.visible`, as on iOS.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    presentingAlert(
      isPresented, title: titleVisibility == .visible ? title.string : "", message: nil, actions: actions(),
      style: .actionSheet)
  }

  /// Presents a confirmation dialog, using a localized string key for the title.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog, using a string for the title.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingAlert(
      isPresented, title: titleVisibility == .visible ? title.string : "",
      message: ExtractedControl.text(of: message()), actions: actions(), style: .actionSheet)
  }

  /// Presents a confirmation dialog with a message, using a localized string key for the title.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a message, using a string for the title.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog using data to produce the dialog's content.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingAlert(
      isPresented, title: titleVisibility == .visible ? title.string : "", message: nil,
      actions: data.map { actions($0) }, style: .actionSheet, present: data != nil)
  }

  /// Presents an alert when a given condition is true, from an `Alert` value.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(AlertModifier(isPresented: isPresented, alert: alert.content))
  }

  /// Presents an alert for an item, from an `Alert` value.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(AlertModifier(isPresented: isPresented, alert: item.wrappedValue.map { content($0).content }))
  }

  private func presentingAlert<A: View>(
    _ isPresented: Binding<Bool>, title: String, message: String?, actions: A?, style: UIAlertController.Style,
    present: Bool = true
  ) -> some View {
    let content = present
      ? AlertContent(
        title: title, message: message, controls: actions.map { ExtractedControl.controls(in: $0) } ?? [],
        style: style, addsCancel: style == .actionSheet)
      : nil
    return modifier(AlertModifier(isPresented: isPresented, alert: content))
  }
}

/// A representation of an alert presentation, for the deprecated `alert(isPresented:content:)`.
@MainActor @preconcurrency
public struct Alert {
  /// A button in an alert.
  public struct Button {
    let title: String
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    /// An alert button with the default style.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Button(title: label.string, role: nil, action: action)
    }

    /// An alert button that indicates cancellation, with a custom label.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Button(title: label.string, role: .cancel, action: action)
    }

    /// An alert button that indicates cancellation, titled Cancel.
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Button(title: "Cancel", role: .cancel, action: action)
    }

    /// An alert button with a style that indicates destruction.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
      Button(title: label.string, role: .destructive, action: action)
    }

    var control: ExtractedControl {
      let action = self.action
      return .button(title: title, image: nil, role: role, action: { action?() })
    }
  }

  let content: AlertContent

  /// Creates an alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    content = AlertContent(
      title: title.string, message: message?.string, controls: dismissButton.map { [$0.control] } ?? [],
      style: .alert)
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    content = AlertContent(
      title: title.string, message: message?.string, controls: [primaryButton.control, secondaryButton.control],
      style: .alert)
  }
}
