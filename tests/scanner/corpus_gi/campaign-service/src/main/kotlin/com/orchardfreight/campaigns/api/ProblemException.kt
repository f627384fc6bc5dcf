package com.orchardfreight.campaigns.api

import org.springframework.http.HttpStatus

class ProblemException(val status: HttpStatus, override val message: String) : RuntimeException(message)
