package com.tidewell.renewals.callvance

import io.micronaut.serde.annotation.Serdeable

/** Body Callvance returns on 4xx/5xx. */
@Serdeable
data class CallvanceProblem(
    val error: String,
    val details: List<ProblemDetail> = emptyList(),
)

@Serdeable
data class ProblemDetail(val path: String?, val message: String?)

fun CallvanceProblem.summary(): String =
    if (details.isEmpty()) error
    else error + " (" + details.joinToString { "${it.path}: ${it.message}" } + ")"
