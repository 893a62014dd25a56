import Foundation
import GraftKit
import Testing

@testable import GraftTerminal

/// A window with a button, a switch, a text field and a scroll view, run in a MemoryTerminal.
@MainActor
private final class Harness {
  let terminal: MemoryTerminal
  let scheduler = ManualScheduler()
  let host: TerminalHost
  let window: UIWindow
  let button = UIButton(type: .system)
  let toggle = UISwitch()
  let field = UITextField(frame: CGRect(x: 0, y: 2, width: 20, height: 1))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 4, width: 30, height: 4))
  var taps = 0
  var exits: [TerminalExitReason] = []
  private let savedScreenBounds = UIScreen.main.bounds

  init(width: Int = 40, height: Int = 10, capabilities: TerminalCapabilities = TerminalCapabilities()) throws {
    terminal = MemoryTerminal(width: width, height: height)
    window = TerminalHost.makeWindow(size: terminal.size)
    host = TerminalHost(
      window: window, backend: terminal, capabilities: capabilities, scheduler: scheduler)
    host.onExit = { [unowned self] in self.exits.append($0) }
    try host.run { window in
      button.setTitle("Save", for: .normal)
      button.sizeToFit()
      button.frame.origin = CGPoint(x: 0, y: 0)
      button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
      window.addSubview(button)
      toggle.frame.origin = CGPoint(x: 12, y: 0)
      window.addSubview(toggle)
      field.placeholder = "Name"
      window.addSubview(field)
      let rows = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
      rows.numberOfLines = 0
      rows.text = (0..<20).map { "Row \($0)" }.joined(separator: "\n")
      scrollView.addSubview(rows)
      scrollView.contentSize = CGSize(width: 30, height: 20)
      window.addSubview(scrollView)
    }
  }

  // NB: the host sizes UIScreen.main to its terminal; other suites in this process expect the
  // default size back.
  isolated deinit {
    UIScreen.main.bounds = savedScreenBounds
  }

  /// Feeds bytes and lets every frame and timer due run.
  func type(_ text: String) {
    terminal.feed(text)
    scheduler.runUntilIdle()
  }

  var lines: [String] { terminal.screenText.components(separatedBy: "\n") }
}

/// A view that changes another view while it draws, once.
@MainActor
private final class ChangesWhileDrawing: UIView {
  var target: UILabel?

  override func draw(_ rect: CGRect) {
    guard let target else { return }
    self.target = nil
    target.text = "changed while drawing"
  }
}

@Suite @MainActor struct TerminalHostTests {
  @Test func startEntersEveryModeAndDrawsTheWindow() throws {
    let harness = try Harness()
    let screen = harness.terminal.screen
    #expect(harness.terminal.isInHostModes)
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.privateModes.isSuperset(of: [1000, 1002, 1006, 2004, 1004]))
    #expect(!screen.privateModes.contains(7))
    #expect(harness.lines[0].hasPrefix("[ Save ]"))
    #expect(harness.lines[0].contains("[OFF]"))
    #expect(harness.lines[4].components(separatedBy: "  ")[0] == "Row 0")
  }

  @Test func aMouseClickTapsTheButton() throws {
    let harness = try Harness()
    harness.type("\u{1B}[<0;3;1M\u{1B}[<0;3;1m")
    #expect(harness.taps == 1)
  }

  @Test func clickingTheSwitchFlipsItOnScreen() throws {
    let harness = try Harness()
    harness.type("\u{1B}[<0;14;1M\u{1B}[<0;14;1m")
    #expect(harness.toggle.isOn)
    #expect(harness.lines[0].contains("[ ON]"))
  }

  @Test func tabThenSpaceFlipsTheSwitch() throws {
    let harness = try Harness()
    harness.type("\t\t")
    #expect(harness.toggle.isFocused)
    #expect(harness.lines[0].contains(">OFF<"))
    harness.type(" ")
    #expect(harness.toggle.isOn)
    #expect(harness.lines[0].contains("> ON<"))
    harness.type("\r")
    #expect(!harness.toggle.isOn)
  }

  @Test func shiftTabMovesFocusBack() throws {
    let harness = try Harness()
    harness.type("\u{1B}[Z")
    #expect(harness.field.isFirstResponder)
    harness.type("\u{1B}[Z\u{1B}[Z")
    #expect(harness.button.isFocused)
    harness.type("\r")
    #expect(harness.taps == 1)
  }

  @Test func typingGoesToTheFocusedFieldAndShowsTheCaret() throws {
    let harness = try Harness()
    harness.type("\t\t\t")
    #expect(harness.field.isFirstResponder)
    harness.type("héllo")
    #expect(harness.field.text == "héllo")
    #expect(harness.lines[2].hasPrefix("héllo"))
    #expect(harness.terminal.screen.isCursorVisible)
    #expect(harness.terminal.screen.cursor == CellPosition(x: 5, y: 2))
    harness.type("\u{7F}")
    #expect(harness.field.text == "héll")
    // Escape ends editing once the timeout passes, and the cursor hides again.
    harness.terminal.feed("\u{1B}")
    #expect(harness.field.isFirstResponder)
    harness.scheduler.advance(by: TerminalHost.escapeTimeout)
    harness.scheduler.runUntilIdle()
    #expect(!harness.field.isFirstResponder)
    #expect(!harness.terminal.screen.isCursorVisible)
  }

  @Test func aPasteIsOneInsertionAndNeverKeys() throws {
    let harness = try Harness()
    // Focus the switch: a pasted space must not flip it.
    harness.type("\t\t")
    harness.type("\u{1B}[200~ \r\u{1B}[201~")
    #expect(!harness.toggle.isOn)
    harness.type("\t")
    harness.type("\u{1B}[200~a\u{1B}[2Jb\u{3}c\u{1B}[201~")
    #expect(harness.field.text == "a[2Jbc")
    #expect(harness.exits.isEmpty)
    #expect(harness.lines[2].hasPrefix("a[2Jbc"))
  }

  @Test func theWheelScrollsTheScrollViewUnderThePointer() throws {
    let harness = try Harness()
    harness.type("\u{1B}[<65;2;6M")
    #expect(harness.scrollView.contentOffset.y == TerminalHost.linesPerWheelNotch)
    #expect(harness.lines[4].components(separatedBy: "  ")[0] == "Row 3")
    harness.type("\u{1B}[<64;2;6M")
    #expect(harness.scrollView.contentOffset.y == 0)
    // Not over the scroll view: nothing moves.
    harness.type("\u{1B}[<65;2;1M")
    #expect(harness.scrollView.contentOffset.y == 0)
  }

  @Test func pageDownScrollsTheScrollViewAroundTheFocus() throws {
    let harness = try Harness()
    let inner = UIButton(type: .system)
    inner.setTitle("In", for: .normal)
    inner.sizeToFit()
    inner.frame.origin = CGPoint(x: 20, y: 0)
    harness.scrollView.addSubview(inner)
    harness.scrollView.layoutIfNeeded()
    harness.window.setFocus(inner)
    harness.type("\u{1B}[6~")
    #expect(harness.scrollView.contentOffset.y == 4)
    harness.type("\u{1B}[5~")
    #expect(harness.scrollView.contentOffset.y == 0)
  }

  @Test func ctrlCAndCtrlQRestoreTheTerminal() throws {
    for quit in ["\u{3}", "\u{11}"] {
      let harness = try Harness()
      harness.type(quit)
      #expect(harness.exits == [.userQuit])
      #expect(!harness.terminal.isInHostModes)
      let screen = harness.terminal.screen
      #expect(!screen.isAlternateScreen)
      #expect(screen.isCursorVisible)
      #expect(screen.privateModes == [7, 25])
      #expect(screen.pen == .plain)
    }
  }

  @Test func signalsAndEndOfInputRestoreTheTerminal() throws {
    let harness = try Harness()
    harness.terminal.sendSignal(15)
    #expect(harness.exits == [.signal(15)])
    #expect(harness.terminal.restoreCount == 1)
    #expect(harness.terminal.screen.privateModes == [7, 25])
    let other = try Harness()
    other.terminal.closeInput()
    #expect(other.exits == [.endOfInput])
    #expect(!other.terminal.isInHostModes)
  }

  @Test(arguments: ["ctrl-z", "SIGTSTP"])
  func suspendingShowsTheShellTheTerminalAsItWasThenDrawsEveryCellAgain(way: String) throws {
    let harness = try Harness()
    harness.scheduler.runUntilIdle()
    let before = harness.terminal.screenText
    harness.terminal.clearWrites()
    if way == "ctrl-z" { harness.type("\u{1A}") } else { harness.terminal.sendSuspend() }
    harness.scheduler.runUntilIdle()
    #expect(harness.terminal.suspendCount == 1)
    #expect(harness.exits.isEmpty)
    let whileSuspended = try #require(harness.terminal.screenWhileSuspended)
    #expect(!whileSuspended.isAlternateScreen)
    #expect(whileSuspended.isCursorVisible)
    #expect(whileSuspended.privateModes == [7, 25])
    #expect(harness.terminal.isInHostModes)
    #expect(harness.terminal.screen.isAlternateScreen)
    #expect(harness.terminal.screenText == before)
    // NB: The frame after continuing is a full repaint: the shell may have drawn anything.
    #expect(harness.terminal.writes.count == 3)
    let repaint = String(decoding: harness.terminal.writes[2], as: UTF8.self)
    #expect(repaint.contains("Save") && repaint.contains("Row 0"))
  }

  @Test func continuingAfterAStopFromOutsideDrawsTheWholeScreenAgain() throws {
    let harness = try Harness()
    harness.scheduler.runUntilIdle()
    let before = harness.terminal.screenText
    harness.terminal.sendContinue(scribbling: "\u{1B}[2J\u{1B}[Hjob 1 stopped")
    #expect(harness.terminal.screenText != before)
    harness.scheduler.runUntilIdle()
    #expect(harness.terminal.screenText == before)
    #expect(harness.exits.isEmpty)
  }

  @Test func anErrorFromSetupRestoresTheTerminal() {
    struct SetupFailed: Error {}
    let terminal = MemoryTerminal(width: 20, height: 5)
    let host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal,
      scheduler: ManualScheduler())
    #expect(throws: SetupFailed.self) {
      try host.run { _ in throw SetupFailed() }
    }
    #expect(terminal.restoreCount == 1)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.privateModes == [7, 25])
  }

  @Test func idleWritesNothingAndSchedulesNothing() throws {
    let harness = try Harness()
    harness.scheduler.runUntilIdle()
    harness.terminal.clearWrites()
    harness.scheduler.advance(by: 10)
    #expect(harness.scheduler.pendingCount == 0)
    #expect(harness.terminal.writes.isEmpty)
    // Input that changes nothing on screen writes nothing either.
    harness.type("\u{1B}[I\u{1B}[O")
    #expect(harness.terminal.writes.isEmpty)
    #expect(!harness.host.terminalHasFocus)
  }

  @Test func framesAreCoalescedAndCappedAt60PerSecond() throws {
    let harness = try Harness()
    harness.scheduler.runUntilIdle()
    harness.terminal.clearWrites()
    for _ in 0..<5 { harness.toggle.isOn.toggle() }
    harness.button.setTitle("Keep", for: .normal)
    #expect(harness.scheduler.pendingCount == 1)
    harness.scheduler.runUntilIdle()
    #expect(harness.terminal.writes.count == 1)
    // The next change waits until 16 ms after that frame.
    let frameTime = harness.scheduler.now
    harness.toggle.isOn.toggle()
    harness.scheduler.advance(by: 0.010)
    #expect(harness.terminal.writes.count == 1)
    harness.scheduler.advance(by: 0.010)
    #expect(harness.terminal.writes.count == 2)
    #expect(harness.scheduler.now - frameTime >= TerminalHost.frameInterval)
  }

  @Test func aChangeMadeWhileDrawingGetsItsOwnFrame() throws {
    let harness = try Harness()
    let label = UILabel(frame: CGRect(x: 0, y: 9, width: 30, height: 1))
    label.text = "before"
    harness.window.addSubview(label)
    let view = ChangesWhileDrawing(frame: CGRect(x: 35, y: 9, width: 2, height: 1))
    view.target = label
    harness.window.addSubview(view)
    harness.scheduler.runUntilIdle()
    #expect(harness.lines[9] == "changed while drawing")
    #expect(harness.scheduler.pendingCount == 0)
    // And the window still reports later changes.
    label.text = "later"
    harness.scheduler.runUntilIdle()
    #expect(harness.lines[9] == "later")
  }

  @Test func aResizeLaysOutAgainAndRepaints() throws {
    let harness = try Harness(width: 40, height: 10)
    harness.terminal.clearWrites()
    harness.terminal.resize(width: 30, height: 6)
    harness.scheduler.runUntilIdle()
    #expect(harness.window.frame.size == CGSize(width: 30, height: 6))
    #expect(UIScreen.main.bounds.size == CGSize(width: 30, height: 6))
    let bytes = String(decoding: harness.terminal.bytesWritten, as: UTF8.self)
    #expect(bytes.contains("\u{1B}[2J"))
    #expect(harness.lines[0].hasPrefix("[ Save ]"))
    #expect(harness.terminal.screen.cells == harness.host.lastFrame)
  }

  @Test func aLabelWithAnEscapeSequencePrintsHarmlessly() throws {
    let harness = try Harness()
    let label = UILabel(frame: CGRect(x: 0, y: 9, width: 30, height: 1))
    label.text = "evil \u{1B}[2J\u{1B}]0;title\u{7} end"
    harness.window.addSubview(label)
    harness.terminal.clearWrites()
    harness.scheduler.runUntilIdle()
    let frame = harness.terminal.bytesWritten
    #expect(!String(decoding: frame, as: UTF8.self).contains("\u{1B}[2J"))
    #expect(!frame.contains(0x07))
    #expect(harness.lines[9] == "evil ␛[2J␛]0;title␇ end")
    #expect(harness.lines[0].hasPrefix("[ Save ]"))
  }

  @Test func measuredFrameSizes() throws {
    let harness = try Harness(width: 80, height: 24)
    print("first frame of the test window at 80x24: \(harness.terminal.writes.last?.count ?? 0) bytes")
    harness.scheduler.runUntilIdle()
    harness.terminal.clearWrites()
    harness.host.renderFrame()
    #expect(harness.terminal.writes.isEmpty)
    harness.type("\u{1B}[<0;14;1M\u{1B}[<0;14;1m")
    let switchFrame = harness.terminal.writes.last ?? []
    print("switch flip frame: \(switchFrame.count) bytes")
    #expect(switchFrame.count < 80)
  }
}
