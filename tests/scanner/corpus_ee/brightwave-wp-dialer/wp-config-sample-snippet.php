<?php
/**
 * Snippet for the staging wp-config.php (kept here so the team can copy it).
 */
define( 'BW_DIALER_HOST', 'https://api.dialpoint.io' );
define( 'BW_DIALER_API_KEY', 'dp_Hs4Wq8Zn2Kx7Rb5Lc9Tv3Mf6Gd1' );
define( 'BW_DIALER_AGENT_EMAIL', 'staging-callbacks@brightwave-realty.com' );
define( 'BW_MAILCHIMP_KEY', 'your-api-key-here-us21' );
