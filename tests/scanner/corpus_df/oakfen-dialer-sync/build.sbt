ThisBuild / scalaVersion := "3.3.1"
ThisBuild / organization := "com.oakfen"

val PekkoVersion = "1.0.2"
val PekkoHttpVersion = "1.0.1"

lazy val root = (project in file("."))
  .enablePlugins(JavaAppPackaging, DockerPlugin)
  .settings(
    name := "dialer-sync",
    libraryDependencies ++= Seq(
      "org.apache.pekko" %% "pekko-actor-typed" % PekkoVersion,
      "org.apache.pekko" %% "pekko-stream" % PekkoVersion,
      "org.apache.pekko" %% "pekko-http" % PekkoHttpVersion,
      "org.apache.pekko" %% "pekko-http-spray-json" % PekkoHttpVersion,
      "org.apache.pekko" %% "pekko-connectors-s3" % "1.0.2",
      "ch.qos.logback" % "logback-classic" % "1.4.14",
      "org.scalameta" %% "munit" % "1.0.0-M10" % Test,
      "org.wiremock" % "wiremock-standalone" % "3.3.1" % Test
    ),
    Docker / packageName := "oakfen/dialer-sync",
    dockerBaseImage := "eclipse-temurin:17-jre"
  )
