#!/usr/bin/env groovy
@Grab('com.stripe:stripe-java:22.31.0')
import com.stripe.Stripe
import com.stripe.model.Payout
import lib.OpsConfig

import java.time.LocalDate
import java.time.ZoneOffset

Stripe.apiKey = OpsConfig.env('STRIPE_SECRET_KEY')
def cfg = OpsConfig.load('stripe')

def day = LocalDate.now(ZoneOffset.UTC).minusDays(1)
long from = day.atStartOfDay(ZoneOffset.UTC).toEpochSecond()
long to = from + 86400

def payouts
for (int attempt = 1; ; attempt++) {
    try {
        payouts = Payout.list([created: [gte: from, lt: to], limit: 100]).autoPagingIterable().toList()
        break
    } catch (com.stripe.exception.ApiConnectionException e) {
        if (attempt >= 3) throw e
        sleep(2000 * attempt)
    }
}

def lines = payouts.collect { "${it.id}\t${it.amount / 100}\t${it.currency.toUpperCase()}\t${it.status}" }
def body = "Payouts for ${day}:\n" + (lines ? lines.join('\n') : '(none)')

def proc = ['mail', '-s', "Stripe payouts ${day}", cfg.getProperty('stripe.reportRecipients')].execute()
proc.outputStream.withWriter { it << body }
proc.waitFor()
