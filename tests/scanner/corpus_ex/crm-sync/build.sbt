name := "crm-sync"
organization := "com.northwind"
version := "1.14.2"
scalaVersion := "2.13.12"

lazy val root = (project in file(".")).enablePlugins(PlayScala)

libraryDependencies ++= Seq(
  guice,
  ws,
  "com.typesafe.play"      %% "play-json"          % "2.10.4",
  "org.scalatestplus.play" %% "scalatestplus-play" % "7.0.0"  % Test,
  "com.github.tomakehurst"  % "wiremock-jre8"      % "2.35.1" % Test,
  "org.mockito"            %% "mockito-scala"      % "1.17.30" % Test
)

scalacOptions ++= Seq("-deprecation", "-feature", "-Xfatal-warnings")
