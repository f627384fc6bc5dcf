package com.oakfen.dialersync

import com.oakfen.dialersync.crm.CrmSource
import com.oakfen.dialersync.ringvale.{PhoneBatch, RingvaleFlow, RingvaleSettings}
import com.oakfen.dialersync.storage.ArchiveSink
import com.typesafe.config.ConfigFactory
import org.apache.pekko.actor.typed.ActorSystem
import org.apache.pekko.actor.typed.scaladsl.Behaviors

import java.time.LocalDate

@main def run(): Unit =
  val config = ConfigFactory.load()
  given system: ActorSystem[Nothing] = ActorSystem(Behaviors.empty, "dialer-sync", config)
  import system.executionContext

  val crm = CrmSource(config.getString("dialer-sync.crm.url"), config.getString("dialer-sync.crm.token"))
  val ringvale = RingvaleFlow(RingvaleSettings.fromConfig(config))
  val batchSize = config.getInt("dialer-sync.batch-size")

  crm.leads
    .groupBy(64, _.campaign)
    .grouped(batchSize)
    .map(ls => PhoneBatch(ls.head.campaign, ls.map(_.phone)))
    .mergeSubstreams
    .via(ringvale.push)
    .runWith(ArchiveSink(config.getString("dialer-sync.archive.bucket"), s"pushes/${LocalDate.now}.csv"))
    .onComplete { result =>
      system.log.info(s"dialer-sync finished: $result")
      system.terminate()
    }
