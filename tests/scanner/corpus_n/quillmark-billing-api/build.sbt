ThisBuild / scalaVersion := "2.13.12"
ThisBuild / organization := "io.quillmark"

lazy val root = (project in file("."))
  .settings(
    name := "billing-api",
    libraryDependencies ++= Seq(
      "com.typesafe.akka" %% "akka-http" % "10.5.3",
      "com.typesafe.akka" %% "akka-stream" % "2.8.5",
      "com.softwaremill.sttp.client3" %% "core" % "3.9.1",
      "com.softwaremill.sttp.client3" %% "circe" % "3.9.1",
      "io.circe" %% "circe-generic" % "0.14.6",
      "com.typesafe" % "config" % "1.4.3",
      "org.scalatest" %% "scalatest" % "3.2.17" % Test
    )
  )
