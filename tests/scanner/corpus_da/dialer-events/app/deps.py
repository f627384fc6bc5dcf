from typing import Annotated, AsyncIterator

from fastapi import Depends

from app.clients.crm import CrmClient
from app.clients.ringlane_v2 import RinglaneV2Client
from app.config import Settings, get_settings
from app.ringlane.client import RinglaneClient

SettingsDep = Annotated[Settings, Depends(get_settings)]


async def get_ringlane(settings: SettingsDep) -> AsyncIterator[RinglaneClient | RinglaneV2Client]:
    client = RinglaneV2Client(settings) if settings.use_ringlane_v2 else RinglaneClient(settings)
    try:
        yield client
    finally:
        await client.aclose()


async def get_crm(settings: SettingsDep) -> AsyncIterator[CrmClient]:
    async with CrmClient(settings) as crm:
        yield crm


RinglaneDep = Annotated[RinglaneClient | RinglaneV2Client, Depends(get_ringlane)]
CrmDep = Annotated[CrmClient, Depends(get_crm)]
