from __future__ import annotations

import sys

from pyspark.sql import SparkSession, Window, functions as F


def build(spark: SparkSession, src: str, dst: str) -> None:
    calls = spark.read.json(src)
    daily = (
        calls.withColumn("dial_date", F.to_date("started_at"))
        .groupBy("dial_date", "agent_email")
        .agg(
            F.count("*").alias("dials"),
            F.sum(F.when(F.col("disposition") == "connected", 1).otherwise(0)).alias("connects"),
            F.expr("percentile_approx(duration_ms, 0.5)").alias("p50_duration_ms"),
        )
    )
    w = Window.partitionBy("agent_email").orderBy("dial_date").rowsBetween(-6, 0)
    daily = daily.withColumn("dials_7d", F.sum("dials").over(w))
    daily.write.mode("overwrite").partitionBy("dial_date").parquet(dst)


if __name__ == "__main__":
    spark = SparkSession.builder.appName("tg-aggregate-calls").getOrCreate()
    build(spark, sys.argv[1], sys.argv[2])
