package northwind.campaigns

import zio.*
import zio.test.*

object ContactListSyncSpec extends ZIOSpecDefault:
  final class Flaky(var failuresLeft: Int, err: SyncError) extends RinglaneService:
    def lists = ZIO.succeed(Nil)
    def append(listId: String, phones: List[String]) =
      if failuresLeft > 0 then { failuresLeft -= 1; ZIO.fail(err) } else ZIO.unit
    def drop(listId: String, phone: String) = ZIO.unit

  def spec = suite("ContactListSync")(
    test("retries transient errors such as a 502 from upstream") {
      val svc = Flaky(2, SyncError.IdentityProviderDown)
      for
        fiber <- ContactListSync.syncOne("cl_1", List("+15550001")).provide(ZLayer.succeed(svc)).fork
        _ <- TestClock.adjust(1.minute)
        res <- fiber.join.exit
      yield assertTrue(res.isSuccess)
    },
    test("does not retry when the API is disabled (503)") {
      val svc = Flaky(1, SyncError.RinglaneDisabled)
      for res <- ContactListSync.syncOne("cl_1", Nil).provide(ZLayer.succeed(svc)).exit
      yield assertTrue(res.isFailure)
    }
  )
