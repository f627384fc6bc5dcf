name := "oakfen-portal"
organization := "com.oakfen"
version := "1.14.2"

scalaVersion := "2.13.12"

lazy val root = (project in file(".")).enablePlugins(PlayScala)

libraryDependencies ++= Seq(
  guice,
  ws,
  filters,
  "com.typesafe.play" %% "play-json" % "2.10.4",
  "org.scalatestplus.play" %% "scalatestplus-play" % "7.0.1" % Test,
  "com.github.tomakehurst" % "wiremock-jre8" % "2.35.1" % Test,
  "org.mockito" %% "mockito-scala" % "1.17.30" % Test
)

Test / javaOptions += "-Dconfig.file=conf/test.conf"
Test / fork := true
