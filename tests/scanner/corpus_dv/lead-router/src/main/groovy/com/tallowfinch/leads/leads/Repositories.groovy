package com.tallowfinch.leads.leads

import io.micronaut.data.jdbc.annotation.JdbcRepository
import io.micronaut.data.model.query.builder.sql.Dialect
import io.micronaut.data.repository.CrudRepository

@JdbcRepository(dialect = Dialect.POSTGRES)
interface LeadRepository extends CrudRepository<Lead, Long> {}

@JdbcRepository(dialect = Dialect.POSTGRES)
interface CampaignRepository extends CrudRepository<Campaign, Long> {
    Optional<Campaign> findByStateAndProduct(String state, String product)
    Optional<Campaign> findByCode(String code)
}

class NoCampaignException extends RuntimeException {
    NoCampaignException(String state, String product) {
        super("no active campaign for ${state}/${product}")
    }
}
