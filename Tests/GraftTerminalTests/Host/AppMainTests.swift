import Foundation
import Graft
import GraftTerminal
import Testing

/// A small app of the tests' own: a counter button, a switch and a name field.
private struct CounterView: View {
  @State private var count = 0
  @State private var isOn = false
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
      Toggle("Wi-Fi", isOn: $isOn)
      TextField("Name", text: $name)
      Text("Hello \(name)")
    }
  }
}

private struct CounterApp: App {
  var body: some Scene {
    WindowGroup {
      CounterView()
    }
  }
}

@Suite @MainActor struct AppMainTests {
  /// Runs `body` with a host for the app in a memory terminal, restoring the screen size.
  private func withApp(
    width: Int = 40, height: Int = 8,
    _ body: (MemoryTerminal, ManualScheduler, TerminalHost) throws -> Void
  ) throws {
    let saved = UIScreen.main.bounds
    defer { UIScreen.main.bounds = saved }
    let terminal = MemoryTerminal(width: width, height: height)
    let scheduler = ManualScheduler()
    let host = try CounterApp.host(in: terminal, scheduler: scheduler)
    try body(terminal, scheduler, host)
  }

  /// Lets the app's updates (main queue) and the host's frames (manual clock) run.
  private func settle(_ scheduler: ManualScheduler) async {
    for _ in 0..<3 {
      await Task.yield()
      try? await Task.sleep(nanoseconds: 5_000_000)
      scheduler.runUntilIdle()
    }
  }

  /// The row (0-based) whose text starts with `prefix`.
  private func row(startingWith prefix: String, in terminal: MemoryTerminal) -> Int? {
    terminal.screenText.components(separatedBy: "\n").firstIndex { $0.hasPrefix(prefix) }
  }

  @Test func theAppFillsTheTerminal() throws {
    try withApp { terminal, _, host in
      #expect(host.window.frame.size == CGSize(width: 40, height: 8))
      let lines = terminal.screenText.components(separatedBy: "\n")
      guard let count = row(startingWith: "Count: 0", in: terminal) else {
        Issue.record("no counter in \(terminal.screenText)")
        return
      }
      #expect(lines[count + 1].hasPrefix("[ Add ]"))
      #expect(lines[count + 2].hasPrefix("Wi-Fi"))
      #expect(lines[count + 2].hasSuffix("[OFF]"))
    }
  }

  @Test func clickTabSpaceAndTypingDriveTheApp() async throws {
    let saved = UIScreen.main.bounds
    defer { UIScreen.main.bounds = saved }
    let terminal = MemoryTerminal(width: 40, height: 8)
    let scheduler = ManualScheduler()
    let host = try CounterApp.host(in: terminal, scheduler: scheduler)
    let buttonRow = try #require(row(startingWith: "[ Add ]", in: terminal))
    // SGR coordinates are 1-based.
    terminal.feed("\u{1B}[<0;3;\(buttonRow + 1)M\u{1B}[<0;3;\(buttonRow + 1)m")
    await settle(scheduler)
    #expect(terminal.screenText.contains("Count: 1"))
    terminal.feed("\t\t ")
    await settle(scheduler)
    #expect(terminal.screenText.contains("> ON<"))
    terminal.feed("\t")
    terminal.feed("Ada")
    await settle(scheduler)
    #expect(terminal.screenText.contains("Hello Ada"))
    #expect(terminal.screen.isCursorVisible)
    // Settled: nothing is waiting, so an idle app costs nothing.
    #expect(scheduler.pendingCount == 0)
    terminal.feed("\u{11}")
    #expect(!host.isActive)
    #expect(!terminal.screen.isAlternateScreen)
  }

  @Test func svgPictureOfTheFirstFrame() {
    let saved = UIScreen.main.bounds
    let svg = CounterApp.svgPicture(width: 40, height: 8)
    #expect(UIScreen.main.bounds == saved)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"144\""))
    #expect(svg.contains(">Count: 0</text>"))
    #expect(svg.contains(">[ Add ]</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
