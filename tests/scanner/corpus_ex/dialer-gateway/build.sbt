ThisBuild / scalaVersion := "2.13.12"
ThisBuild / organization := "com.northwind"

val AkkaVersion = "2.6.20"
val AkkaHttpVersion = "10.2.10"
val SttpVersion = "3.9.1"

lazy val root = (project in file("."))
  .settings(
    name := "dialer-gateway",
    libraryDependencies ++= Seq(
      "com.typesafe.akka" %% "akka-actor-typed" % AkkaVersion,
      "com.typesafe.akka" %% "akka-stream" % AkkaVersion,
      "com.typesafe.akka" %% "akka-http" % AkkaHttpVersion,
      "com.typesafe.akka" %% "akka-http-spray-json" % AkkaHttpVersion,
      "com.softwaremill.sttp.client3" %% "core" % SttpVersion,
      "com.softwaremill.sttp.client3" %% "akka-http-backend" % SttpVersion,
      "com.softwaremill.sttp.client3" %% "circe" % SttpVersion,
      "io.circe" %% "circe-generic" % "0.14.6",
      "com.github.pureconfig" %% "pureconfig" % "0.17.4",
      "ch.qos.logback" % "logback-classic" % "1.4.14",
      "org.scalatest" %% "scalatest" % "3.2.17" % Test,
      "com.typesafe.akka" %% "akka-http-testkit" % AkkaHttpVersion % Test,
      "com.github.tomakehurst" % "wiremock-jre8-standalone" % "2.35.1" % Test
    )
  )
