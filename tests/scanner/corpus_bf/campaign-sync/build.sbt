ThisBuild / scalaVersion := "2.13.12"
ThisBuild / organization := "com.moorfield"

val sttpVersion   = "3.9.1"
val http4sVersion = "0.23.24"
val circeVersion  = "0.14.6"

lazy val root = (project in file("."))
  .settings(
    name := "campaign-sync",
    libraryDependencies ++= Seq(
      "com.softwaremill.sttp.client3" %% "core"           % sttpVersion,
      "com.softwaremill.sttp.client3" %% "circe"          % sttpVersion,
      "com.softwaremill.sttp.client3" %% "cats"           % sttpVersion,
      "org.http4s"                    %% "http4s-ember-server" % http4sVersion,
      "org.http4s"                    %% "http4s-dsl"     % http4sVersion,
      "org.http4s"                    %% "http4s-circe"   % http4sVersion,
      "io.circe"                      %% "circe-generic"  % circeVersion,
      "com.typesafe"                  %  "config"         % "1.4.3",
      "ch.qos.logback"                %  "logback-classic" % "1.4.14",
      "org.scalameta"                 %% "munit"          % "0.7.29" % Test
    )
  )
