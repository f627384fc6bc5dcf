package com.tallowfinch.leads.callcrest

import groovy.transform.CompileStatic

@CompileStatic
interface CallcrestHeaders {
    String API_KEY = "X-Api-Key"
    String ACTING_EMAIL = "X-User-Email"
}
