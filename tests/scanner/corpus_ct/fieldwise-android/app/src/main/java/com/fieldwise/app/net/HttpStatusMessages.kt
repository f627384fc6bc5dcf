package com.fieldwise.app.net

import retrofit2.HttpException

/** User-facing messages for errors from our own backend. */
fun HttpException.toUserMessage(): String = when (code()) {
    401 -> "Your session expired. Please sign in again."
    403 -> "You don't have access to this account."
    404 -> "This record was deleted."
    502, 504 -> "Fieldwise is having trouble reaching the server."
    503 -> "Fieldwise is under maintenance. Try again in a few minutes."
    else -> "Something went wrong (${code()})."
}

data class FieldwiseErrorBody(val error: String, val requestId: String?)
