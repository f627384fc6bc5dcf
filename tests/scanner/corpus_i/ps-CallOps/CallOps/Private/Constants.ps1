# Constants for the VoxLine (calling service) module
$script:VoxBase        = 'https://api.voxline.com/api/public/v1'
$script:VoxKeyHeader   = 'X-API-Key'
$script:VoxUserHeader  = 'X-User-Email'
$script:VoxDefaultKey  = 'vx_4QmP8rT2wK6yN0cL3hJ9sB5dF7gZ1aXe'
$script:GraphBase      = 'https://graph.microsoft.com/v1.0'
