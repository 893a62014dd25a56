// Filters over the lifecycle trace, so a test states what it expects about one representable or
// one kind of call without restating the rest of the log.

extension LifecycleTrace.Event {
  /// The name of the representable or view the event is about, as `String(describing:)` names
  /// its type.
  public var subject: String {
    switch self {
    case .makeCoordinator(let name), .make(let name), .update(let name, _), .dismantle(let name),
      .reset(let name), .sizeThatFits(let name, _, _), .body(let name):
      name
    }
  }
}

extension LifecycleTrace {
  /// The `makeUIView` (or `makeUIViewController`) events, in order.
  public var makes: [Event] { events.filter { if case .make = $0 { true } else { false } } }

  /// The update events, in order, each with its reason.
  ///
  /// ```swift
  /// #expect(host.trace.updates == [.update("Gauge", reason: "value: level")])
  /// ```
  public var updates: [Event] { events.filter { if case .update = $0 { true } else { false } } }

  /// The dismantle events, in order.
  public var dismantles: [Event] {
    events.filter { if case .dismantle = $0 { true } else { false } }
  }

  /// The resets of reusable representables' views for another row, in order.
  public var resets: [Event] {
    events.filter { if case .reset = $0 { true } else { false } }
  }

  /// The `sizeThatFits` calls, in order, with their proposals and answers.
  public var sizings: [Event] {
    events.filter { if case .sizeThatFits = $0 { true } else { false } }
  }

  /// The body evaluations, in order.
  public var bodies: [Event] { events.filter { if case .body = $0 { true } else { false } } }

  /// The events about representables or views of type `type`, in order.
  public func events<Subject>(of type: Subject.Type) -> [Event] {
    let name = String(describing: type)
    return events.filter { $0.subject == name }
  }

  /// How many times a representable of type `type` made its UIKit view.
  public func makes<Subject>(of type: Subject.Type) -> Int {
    makes.filter { $0.subject == String(describing: type) }.count
  }

  /// The reasons for each update of representables of type `type`, in order: `"make"` for the
  /// first, then the input that changed (`"value: title"`, `"environment"`, `"state"`,
  /// `"observable"`).
  ///
  /// ```swift
  /// #expect(host.trace.updateReasons(of: TitleLabel.self) == ["make", "value: title"])
  /// ```
  public func updateReasons<Subject>(of type: Subject.Type) -> [String] {
    let name = String(describing: type)
    return events.compactMap {
      if case .update(name, let reason) = $0 { reason } else { nil }
    }
  }

  /// How many times a representable of type `type` was dismantled.
  public func dismantles<Subject>(of type: Subject.Type) -> Int {
    dismantles.filter { $0.subject == String(describing: type) }.count
  }
}
