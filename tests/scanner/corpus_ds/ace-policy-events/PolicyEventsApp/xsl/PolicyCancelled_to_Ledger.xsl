<?xml version="1.0" encoding="UTF-8"?>
<!-- Maps PolicyCancelled to the finance ledger's refund request (ledger API v1). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:pc="urn:kestrelmutual:policy:cancelled:1"
    xmlns:lg="urn:kestrelmutual:ledger:refund:v1">

  <xsl:param name="ledgerUrl" select="'https://ledger.internal.kestrelmutual.com/api/v1/refunds'"/>

  <xsl:template match="/pc:PolicyCancelled">
    <lg:RefundRequest>
      <lg:Endpoint><xsl:value-of select="$ledgerUrl"/></lg:Endpoint>
      <lg:PolicyNumber><xsl:value-of select="pc:PolicyNumber"/></lg:PolicyNumber>
      <lg:Amount currency="GBP"><xsl:value-of select="pc:UnearnedPremium"/></lg:Amount>
      <lg:Reason><xsl:value-of select="pc:CancellationReason"/></lg:Reason>
    </lg:RefundRequest>
  </xsl:template>
</xsl:stylesheet>
