package oakfen.callstats

import cats.effect.{IO, IOApp}
import org.http4s.Uri
import org.http4s.ember.client.EmberClientBuilder
import oakfen.callstats.ringvale.ContactListStats
import oakfen.callstats.v2.CallsClient
import pureconfig._
import pureconfig.generic.auto._

final case class V1Conf(baseUri: String, apiKey: String, actingEmail: String)
final case class V2Conf(baseUri: String, apiKey: String)
final case class AppConf(ringvaleV1: V1Conf, ringvaleV2: V2Conf, warehouseJdbc: String)

object Main extends IOApp.Simple {
  def run: IO[Unit] =
    for {
      conf <- IO(ConfigSource.default.at("callstats").loadOrThrow[AppConf])
      _ <- EmberClientBuilder.default[IO].build.use { http =>
        val lists = new ContactListStats(http, Uri.unsafeFromString(conf.ringvaleV1.baseUri), conf.ringvaleV1.apiKey, conf.ringvaleV1.actingEmail)
        val calls = new CallsClient(http, Uri.unsafeFromString(conf.ringvaleV2.baseUri), conf.ringvaleV2.apiKey)
        for {
          ls <- lists.all
          cs <- calls.callsSince(java.time.Instant.now.minusSeconds(86400))
          _ <- Warehouse.write(conf.warehouseJdbc, ls, cs)
        } yield ()
      }
    } yield ()
}
