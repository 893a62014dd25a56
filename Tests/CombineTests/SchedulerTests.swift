import Combine
import Dispatch
import Foundation
import Testing

/// Marks a private queue so a test can tell it is running on it.
private let queueKey = DispatchSpecificKey<String>()

private func makeQueue(_ label: String) -> DispatchQueue {
  let queue = DispatchQueue(label: label)
  queue.setSpecific(key: queueKey, value: label)
  return queue
}

private func currentRunLoop() -> RunLoop { RunLoop.current }

private func currentQueueLabel() -> String? {
  DispatchQueue.getSpecific(key: queueKey)
}

@Suite("Schedulers")
struct SchedulerTests {
  @Test("DispatchQueue.SchedulerTimeType.Stride converts seconds, ms, µs and ns to nanoseconds")
  func dispatchStride() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride.seconds(0.5).magnitude == 500_000_000)
    #expect(Stride.milliseconds(3).magnitude == 3_000_000)
    #expect(Stride.microseconds(4).magnitude == 4_000)
    #expect(Stride.nanoseconds(5).magnitude == 5)
    let literal: Stride = 1
    #expect(literal.magnitude == 1_000_000_000)
    let now = DispatchQueue.main.now
    #expect(now.distance(to: now.advanced(by: .milliseconds(10))) == .milliseconds(10))
    #expect(now < now.advanced(by: .nanoseconds(1)))
  }

  @Test("RunLoop and OperationQueue strides are in seconds")
  func dateStrides() {
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    #expect(OperationQueue.SchedulerTimeType.Stride.seconds(2).magnitude == 2)
    let now = RunLoop.main.now
    #expect(now.advanced(by: .seconds(1)).date == now.date.addingTimeInterval(1))
  }

  @Test("ImmediateScheduler runs actions synchronously")
  func immediate() {
    let ran = Box(0)
    ImmediateScheduler.shared.schedule { ran.mutate { $0 += 1 } }
    ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now.advanced(by: 10)) {
      ran.mutate { $0 += 1 }
    }
    #expect(ran.value == 2)
    let recorder = Recorder<Int, Never>()
    [1, 2].publisher.receive(on: ImmediateScheduler.shared).subscribe(recorder)
    #expect(recorder.values == [1, 2])
  }

  @Test("receive(on:) delivers values and completion on the given queue")
  func receiveOnQueue() async {
    let queue = makeQueue("receive-on")
    let labels = Box<[String?]>([])
    let finishedOn = Box<String??>(nil)
    let c = [1, 2, 3].publisher.receive(on: queue).sink(
      receiveCompletion: { _ in finishedOn.value = currentQueueLabel() },
      receiveValue: { _ in labels.mutate { $0.append(currentQueueLabel()) } })
    #expect(await eventually { finishedOn.value != nil })
    #expect(labels.value == ["receive-on", "receive-on", "receive-on"])
    #expect(finishedOn.value == "receive-on")
    c.cancel()
  }

  // NB: under `swift test` on Linux the main queue may be drained by a worker thread (after
  // `dispatch_main`), so this checks for the main queue rather than the main thread.
  @Test("receive(on: DispatchQueue.main) delivers on the main queue")
  func receiveOnMain() async {
    DispatchQueue.main.setSpecific(key: queueKey, value: "main")
    let onMain = Box<[Bool]>([])
    let c = [1, 2].publisher.receive(on: DispatchQueue.main).sink { _ in
      onMain.mutate { $0.append(currentQueueLabel() == "main") }
    }
    #expect(await eventually { onMain.value.count == 2 })
    #expect(onMain.value == [true, true])
    c.cancel()
  }

  @Test("subscribe(on:) performs the subscription on the given queue")
  func subscribeOn() async {
    let queue = makeQueue("subscribe-on")
    let subscribedOn = Box<String??>(nil)
    let received = Box<[Int]>([])
    let c = [1, 2].publisher
      .handleEvents(receiveSubscription: { _ in subscribedOn.value = currentQueueLabel() })
      .subscribe(on: queue)
      .sink { v in received.mutate { $0.append(v) } }
    #expect(await eventually { received.value.count == 2 })
    #expect(subscribedOn.value == "subscribe-on")
    c.cancel()
  }

  @Test("OperationQueue scheduler runs actions, now and later")
  func operationQueue() async {
    let queue = OperationQueue()
    let ran = Box<[Int]>([])
    queue.schedule { ran.mutate { $0.append(1) } }
    queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { ran.mutate { $0.append(2) } }
    #expect(await eventually { ran.value.count == 2 })
    #expect(ran.value == [1, 2])
  }

  @Test("DispatchQueue repeating schedule runs until cancelled")
  func repeating() async {
    let queue = makeQueue("repeat")
    let ticks = Box(0)
    let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(2)) {
      ticks.mutate { $0 += 1 }
    }
    #expect(await eventually { ticks.value >= 3 })
    cancellable.cancel()
    let stopped = queue.sync { ticks.value }
    try? await Task.sleep(nanoseconds: 20_000_000)
    #expect(queue.sync { ticks.value } == stopped)
  }

  @Test("RunLoop scheduler runs actions on its run loop, now, later and repeatedly")
  func runLoop() async {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let loop = thread.runLoop
    let ran = Box<[Int]>([])
    loop.schedule { ran.mutate { $0.append(1) } }
    loop.schedule(after: loop.now.advanced(by: .milliseconds(5))) { ran.mutate { $0.append(2) } }
    #expect(await eventually { ran.value == [1, 2] })
    let ticks = Box(0)
    let repeating = loop.schedule(after: loop.now, interval: .milliseconds(2)) {
      ticks.mutate { $0 += 1 }
    }
    #expect(await eventually { ticks.value >= 3 })
    repeating.cancel()
  }

  @Test("receive(on: RunLoop) delivers on the run loop's thread")
  func receiveOnRunLoop() async {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let onLoopThread = Box<[Bool]>([])
    let c = [1, 2].publisher.receive(on: thread.runLoop).sink { _ in
      onLoopThread.mutate { $0.append(currentRunLoop() === thread.runLoop) }
    }
    #expect(await eventually { onLoopThread.value.count == 2 })
    #expect(onLoopThread.value == [true, true])
    c.cancel()
  }
}

@Suite("Time-based operators")
struct TimeOperatorTests {
  @Test("debounce emits the latest value after the quiet interval")
  func debounce() async {
    let queue = makeQueue("debounce")
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let c = subject.debounce(for: .milliseconds(40), scheduler: queue).sink { v in
      received.mutate { $0.append(v) }
    }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(await eventually { received.value == [3] })
    subject.send(4)
    #expect(await eventually { received.value == [3, 4] })
    c.cancel()
  }

  @Test("debounce delivers a still-pending value before the completion")
  func debounceFlushesOnFinish() async {
    let queue = makeQueue("debounce-finish")
    let recorder = Recorder<Int, Never>()
    [1, 2, 3].publisher.debounce(for: .seconds(5), scheduler: queue).subscribe(recorder)
    #expect(await eventually { recorder.isFinished })
    #expect(recorder.values == [3])
  }

  @Test("throttle with latest: true emits the first value, then the latest of each interval")
  func throttleLatest() async {
    let queue = makeQueue("throttle-latest")
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let c = subject.throttle(for: .milliseconds(60), scheduler: queue, latest: true).sink { v in
      received.mutate { $0.append(v) }
    }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(await eventually { received.value == [1, 3] })
    c.cancel()
  }

  @Test("throttle with latest: false emits the first value of each interval")
  func throttleFirst() async {
    let queue = makeQueue("throttle-first")
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let c = subject.throttle(for: .milliseconds(60), scheduler: queue, latest: false).sink { v in
      received.mutate { $0.append(v) }
    }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(await eventually { received.value == [1, 2] })
    c.cancel()
  }

  @Test("delay delivers values and completion later, in order, on the scheduler")
  func delay() async {
    let queue = makeQueue("delay")
    let recorder = Recorder<Int, Never>()
    let labels = Box<[String?]>([])
    [1, 2, 3].publisher.delay(for: .milliseconds(10), scheduler: queue)
      .handleEvents(receiveOutput: { _ in labels.mutate { $0.append(currentQueueLabel()) } })
      .subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(await eventually { recorder.isFinished })
    #expect(recorder.values == [1, 2, 3])
    #expect(labels.value == ["delay", "delay", "delay"])
  }

  @Test("timeout finishes when the upstream goes quiet, or fails with customError")
  func timeout() async {
    let queue = makeQueue("timeout")
    let subject = PassthroughSubject<Int, TestError>()
    let plain = Recorder<Int, TestError>()
    subject.timeout(.milliseconds(30), scheduler: queue).subscribe(plain)
    let custom = Recorder<Int, TestError>()
    PassthroughSubject<Int, TestError>()
      .timeout(.milliseconds(30), scheduler: queue, customError: { TestError(code: 8) })
      .subscribe(custom)
    subject.send(1)
    #expect(await eventually { plain.isFinished && custom.completion != nil })
    #expect(plain.values == [1])
    #expect(custom.failure == TestError(code: 8))
  }
}
